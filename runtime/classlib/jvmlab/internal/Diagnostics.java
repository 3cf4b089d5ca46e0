// jvmlab.internal.Diagnostics: hidden hooks for testing the VM's diagnostics. Not for user code.
package jvmlab.internal;

/** Test hooks for runtime/diagnostics (tests/signals). */
public final class Diagnostics {
    private Diagnostics() {}

    /**
     * Crashes the VM for real, to test the crash report: `signal` 11 (SIGSEGV, a write to
     * address 16), 8 (SIGFPE, an integer division by zero), 4 (SIGILL), 7 (SIGBUS); negated,
     * the crash report then faults inside one of its steps too (which it must survive).
     */
    public static native void crash(int signal);
}
