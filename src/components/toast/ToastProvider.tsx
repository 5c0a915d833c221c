import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import * as styles from './Toast.css';

export interface ToastInput {
  title: string;
  description?: string;
  /** 'destructive' toasts are announced assertively (role="alert"). */
  tone?: 'default' | 'destructive';
}

interface ToastItem extends ToastInput {
  id: number;
}

/** How long a toast stays (the library default the spec leaves to us). */
const TOAST_MS = 5000;

const ToastContext = createContext<(toast: ToastInput) => void>(() => {});

/** Shows a toast; returns nothing. Usable from any component under <ToastProvider>. */
export function useToast(): (toast: ToastInput) => void {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (toast: ToastInput) => {
      const id = nextId.current++;
      setToasts((list) => [...list.slice(-2), { ...toast, id }]);
      setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className={styles.region} aria-label="Notifications" role="region">
        {toasts.map((t) => (
          <div
            key={t.id}
            className={styles.toast({ tone: t.tone ?? 'default' })}
            role={t.tone === 'destructive' ? 'alert' : 'status'}
          >
            <div>
              <p className={styles.title}>{t.title}</p>
              {t.description ? <p className={styles.description}>{t.description}</p> : null}
            </div>
            <button
              type="button"
              className={styles.close}
              onClick={() => dismiss(t.id)}
              aria-label={`Dismiss notification: ${t.title}`}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
