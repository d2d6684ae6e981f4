// The public face of the users module: the one file other modules import from it
// (docs/ARCHITECTURE.md, "Module faces"; the import-graph check refuses any other).

export {
  bumpTokenVersion,
  findCreatorIdentity,
  findUserByEmail,
  findUserById,
  insertUser,
  lockUser,
  updateUser,
  type UserRow,
} from './users.repository.ts';
