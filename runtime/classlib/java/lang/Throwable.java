// java.lang.Throwable: message, cause, suppressed list, and the stack trace the VM captures.
package java.lang;

import java.io.PrintStream;
import java.io.PrintWriter;

/**
 * The superclass of everything that can be thrown. The VM captures the Java stack into
 * `backtrace` (native fillInStackTrace0, runtime/natives/natives.cpp) and turns it into
 * StackTraceElements on demand (getStackTrace0). printStackTrace writes JDK 17's exact format:
 * "Caused by: ", "Suppressed: " with a tab per level, and "... N more" for frames in common with
 * the enclosing trace.
 */
public class Throwable implements java.io.Serializable {
    /** VM-private stack snapshot (GC root through this field); null when not captured. */
    private transient Object backtrace;

    private String detailMessage;

    /** The cause; `this` means "not yet set" (initCause may still set it). */
    private Throwable cause = this;

    /** UNASSIGNED_STACK until computed from backtrace; null when the trace is not writable. */
    private StackTraceElement[] stackTrace = UNASSIGNED_STACK;

    /** Suppressed exceptions; SUPPRESSED_SENTINEL when none, null when suppression is disabled. */
    private Throwable[] suppressedExceptions = SUPPRESSED_SENTINEL;

    private static final StackTraceElement[] UNASSIGNED_STACK = new StackTraceElement[0];
    private static final Throwable[] SUPPRESSED_SENTINEL = new Throwable[0];

    private static final String CAUSE_CAPTION = "Caused by: ";
    private static final String SUPPRESSED_CAPTION = "Suppressed: ";

    public Throwable() {
        fillInStackTrace();
    }

    public Throwable(String message) {
        fillInStackTrace();
        detailMessage = message;
    }

    public Throwable(String message, Throwable cause) {
        fillInStackTrace();
        detailMessage = message;
        this.cause = cause;
    }

    /** Message is cause.toString() (or null when cause is null). */
    public Throwable(Throwable cause) {
        fillInStackTrace();
        detailMessage = (cause == null ? null : cause.toString());
        this.cause = cause;
    }

    protected Throwable(String message, Throwable cause, boolean enableSuppression, boolean writableStackTrace) {
        if (writableStackTrace) {
            fillInStackTrace();
        } else {
            stackTrace = null;
        }
        detailMessage = message;
        this.cause = cause;
        if (!enableSuppression) {
            suppressedExceptions = null;
        }
    }

    public String getMessage() {
        return detailMessage;
    }

    public String getLocalizedMessage() {
        return getMessage();
    }

    public synchronized Throwable getCause() {
        return (cause == this ? null : cause);
    }

    /** Sets the cause once; IllegalStateException if already set, IllegalArgumentException for self. */
    public synchronized Throwable initCause(Throwable cause) {
        if (this.cause != this) {
            throw new IllegalStateException("Can't overwrite cause with "
                    + (cause == null ? "a null" : cause.toString()), this);
        }
        if (cause == this) {
            throw new IllegalArgumentException("Self-causation not permitted", this);
        }
        this.cause = cause;
        return this;
    }

    /** Sets the cause from a VM-internal path without the checks (used by the VM if needed). */
    final void setCause(Throwable t) {
        this.cause = t;
    }

    public String toString() {
        String s = getClass().getName();
        String message = getLocalizedMessage();
        return (message != null) ? (s + ": " + message) : s;
    }

    // ---- stack trace --------------------------------------------------------------------------

    /** Records the current stack (unless the trace was made unwritable). */
    public synchronized Throwable fillInStackTrace() {
        if (stackTrace != null || backtrace != null) {
            fillInStackTrace0();
            stackTrace = UNASSIGNED_STACK;
        }
        return this;
    }

    /** Captures the current Java stack into `backtrace`, skipping the throwable's own frames. */
    private native void fillInStackTrace0();

    /** Turns `backtrace` into stack trace elements (innermost first). */
    private native StackTraceElement[] getStackTrace0();

    public StackTraceElement[] getStackTrace() {
        return getOurStackTrace().clone();
    }

    private synchronized StackTraceElement[] getOurStackTrace() {
        if (stackTrace == UNASSIGNED_STACK || (stackTrace == null && backtrace != null)) {
            StackTraceElement[] trace = backtrace == null ? null : getStackTrace0();
            stackTrace = trace == null ? UNASSIGNED_STACK : trace;
        } else if (stackTrace == null) {
            return UNASSIGNED_STACK;
        }
        return stackTrace;
    }

    public void setStackTrace(StackTraceElement[] stackTrace) {
        StackTraceElement[] defensiveCopy = stackTrace.clone();
        for (int i = 0; i < defensiveCopy.length; i++) {
            if (defensiveCopy[i] == null) {
                throw new NullPointerException("stackTrace[" + i + "]");
            }
        }
        synchronized (this) {
            if (this.stackTrace == null && backtrace == null) {
                return;  // not writable
            }
            this.stackTrace = defensiveCopy;
        }
    }

    // ---- suppressed exceptions ----------------------------------------------------------------

    public final synchronized void addSuppressed(Throwable exception) {
        if (exception == this) {
            throw new IllegalArgumentException("Self-suppression not permitted", exception);
        }
        if (exception == null) {
            throw new NullPointerException("Cannot suppress a null exception.");
        }
        if (suppressedExceptions == null) {
            return;
        }
        int n = suppressedExceptions.length;
        Throwable[] grown = new Throwable[n + 1];
        System.arraycopy(suppressedExceptions, 0, grown, 0, n);
        grown[n] = exception;
        suppressedExceptions = grown;
    }

    public final synchronized Throwable[] getSuppressed() {
        if (suppressedExceptions == null || suppressedExceptions.length == 0) {
            return SUPPRESSED_SENTINEL;
        }
        return suppressedExceptions.clone();
    }

    // ---- printing -----------------------------------------------------------------------------

    public void printStackTrace() {
        printStackTrace(System.err);
    }

    public void printStackTrace(PrintStream s) {
        s.print(stackTraceText());
    }

    public void printStackTrace(PrintWriter s) {
        s.print(stackTraceText());
    }

    /** The whole printStackTrace output, lines ending in "\n". */
    private String stackTraceText() {
        StringBuilder sb = new StringBuilder(256);
        Throwable[] seen = new Throwable[] {this};
        sb.append(this).append('\n');
        StackTraceElement[] trace = getOurStackTrace();
        for (int i = 0; i < trace.length; i++) {
            sb.append("\tat ").append(trace[i]).append('\n');
        }
        Throwable[] suppressed = getSuppressed();
        for (int i = 0; i < suppressed.length; i++) {
            seen = suppressed[i].appendEnclosed(sb, trace, SUPPRESSED_CAPTION, "\t", seen);
        }
        Throwable ourCause = getCause();
        if (ourCause != null) {
            ourCause.appendEnclosed(sb, trace, CAUSE_CAPTION, "", seen);
        }
        return sb.toString();
    }

    /**
     * Appends this throwable as the cause or a suppressed exception of one whose trace is
     * `enclosingTrace`: frames shared at the bottom are elided as "... N more". `seen` holds the
     * throwables printed so far (identity), to cut cycles; returns it, possibly grown.
     */
    private Throwable[] appendEnclosed(StringBuilder sb, StackTraceElement[] enclosingTrace,
                                       String caption, String prefix, Throwable[] seen) {
        for (int i = 0; i < seen.length; i++) {
            if (seen[i] == this) {
                sb.append(prefix).append(caption).append("[CIRCULAR REFERENCE: ").append(this).append("]\n");
                return seen;
            }
        }
        Throwable[] grown = new Throwable[seen.length + 1];
        System.arraycopy(seen, 0, grown, 0, seen.length);
        grown[seen.length] = this;
        seen = grown;

        StackTraceElement[] trace = getOurStackTrace();
        int m = trace.length - 1;
        int n = enclosingTrace.length - 1;
        while (m >= 0 && n >= 0 && trace[m].equals(enclosingTrace[n])) {
            m--;
            n--;
        }
        int framesInCommon = trace.length - 1 - m;

        sb.append(prefix).append(caption).append(this).append('\n');
        for (int i = 0; i <= m; i++) {
            sb.append(prefix).append("\tat ").append(trace[i]).append('\n');
        }
        if (framesInCommon != 0) {
            sb.append(prefix).append("\t... ").append(framesInCommon).append(" more\n");
        }
        Throwable[] suppressed = getSuppressed();
        for (int i = 0; i < suppressed.length; i++) {
            seen = suppressed[i].appendEnclosed(sb, trace, SUPPRESSED_CAPTION, prefix + "\t", seen);
        }
        Throwable ourCause = getCause();
        if (ourCause != null) {
            seen = ourCause.appendEnclosed(sb, trace, CAUSE_CAPTION, prefix, seen);
        }
        return seen;
    }
}
