/** Both controllers log in the format shared by every aigw component (see log/). */
export { createLogger, type Level, type Logger } from '../log';
