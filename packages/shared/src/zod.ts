import { z } from 'zod';
import { messages, stringMaxMessage, stringMinMessage } from './messages.ts';

// spec 000 §5: the generic fallback messages are "Required", "Invalid input" and
// "String must contain at least N character(s)". Zod 4 words them differently, so both
// sides import `z` from here, which installs the spec's wording once.
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return messages.required;
    if (issue.code === 'too_small' && issue.origin === 'string') return stringMinMessage(issue.minimum);
    if (issue.code === 'too_big' && issue.origin === 'string') return stringMaxMessage(issue.maximum);
    return messages.invalidInput;
  },
});

export { z };
