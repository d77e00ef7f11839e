import 'react';

// A dialog's `closedby` (light dismiss): React passes it through as a plain attribute.
declare module 'react' {
  interface DialogHTMLAttributes<T> extends HTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none';
  }
}
