// java.lang.StackWalker: the current thread's frames as a stream (walk, forEach) and
// getCallerClass, built on the VM's Throwable backtrace.
package java.lang;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * A stack walker as JDK 17's: frames innermost first, starting at the caller of walk/forEach;
 * reflection frames (Method.invoke, Constructor.newInstance) are left out unless
 * SHOW_REFLECT_FRAMES or SHOW_HIDDEN_FRAMES; getDeclaringClass and getCallerClass need
 * RETAIN_CLASS_REFERENCE. The frames are captured eagerly when walk starts (a Throwable
 * backtrace), so the stream is a snapshot. Instances are immutable and thread-safe.
 */
public final class StackWalker {
    /** What a walker shows and keeps. */
    public enum Option { RETAIN_CLASS_REFERENCE, SHOW_REFLECT_FRAMES, SHOW_HIDDEN_FRAMES }

    /** One frame of a walk. */
    public interface StackFrame {
        String getClassName();

        String getMethodName();

        Class<?> getDeclaringClass();

        default String getDescriptor() {
            throw new UnsupportedOperationException();
        }

        int getByteCodeIndex();

        String getFileName();

        int getLineNumber();

        boolean isNativeMethod();

        StackTraceElement toStackTraceElement();
    }

    private static final StackWalker DEFAULT = new StackWalker(EnumSet.noneOf(Option.class), 0);

    private final Set<Option> options;
    private final int estimateDepth;

    private StackWalker(Set<Option> options, int estimateDepth) {
        this.options = options;
        this.estimateDepth = estimateDepth;
    }

    public static StackWalker getInstance() {
        return DEFAULT;
    }

    public static StackWalker getInstance(Option option) {
        return new StackWalker(EnumSet.of(Objects.requireNonNull(option)), 0);
    }

    public static StackWalker getInstance(Set<Option> options) {
        return new StackWalker(options.isEmpty() ? EnumSet.noneOf(Option.class) : EnumSet.copyOf(options), 0);
    }

    public static StackWalker getInstance(Set<Option> options, int estimateDepth) {
        if (estimateDepth <= 0) {
            throw new IllegalArgumentException("estimateDepth must be > 0");
        }
        return new StackWalker(options.isEmpty() ? EnumSet.noneOf(Option.class) : EnumSet.copyOf(options),
                estimateDepth);
    }

    /** Applies `function` to a stream of the caller's frames; returns what it returns. */
    public <T> T walk(Function<? super Stream<StackFrame>, ? extends T> function) {
        Objects.requireNonNull(function);
        return function.apply(frames(new Throwable().getStackTrace()).stream());
    }

    /** Calls `action` for each of the caller's frames, innermost first. */
    public void forEach(Consumer<? super StackFrame> action) {
        Objects.requireNonNull(action);
        for (StackFrame f : frames(new Throwable().getStackTrace())) {
            action.accept(f);
        }
    }

    /**
     * The class of the method that called the method calling getCallerClass.
     * UnsupportedOperationException without RETAIN_CLASS_REFERENCE; IllegalCallerException
     * when called from the bottom frame.
     */
    public Class<?> getCallerClass() {
        if (!options.contains(Option.RETAIN_CLASS_REFERENCE)) {
            throw new UnsupportedOperationException("This stack walker does not have RETAIN_CLASS_REFERENCE access");
        }
        List<StackFrame> frames = frames(new Throwable().getStackTrace());
        // frames[0] is the method that called getCallerClass; its caller is frames[1].
        int i = 1;
        while (i < frames.size() && isReflection(frames.get(i).getClassName())) {
            i++;
        }
        if (i >= frames.size()) {
            throw new IllegalCallerException("no caller frame");
        }
        return frames.get(i).getDeclaringClass();
    }

    private static boolean isReflection(String className) {
        return className.equals("java.lang.reflect.Method") || className.equals("java.lang.reflect.Constructor");
    }

    /** The frames of `trace` below this class's own, filtered by the options. */
    private List<StackFrame> frames(StackTraceElement[] trace) {
        int start = 0;
        while (start < trace.length && trace[start].getClassName().equals("java.lang.StackWalker")) {
            start++;
        }
        boolean showReflect = options.contains(Option.SHOW_REFLECT_FRAMES) || options.contains(Option.SHOW_HIDDEN_FRAMES);
        boolean retain = options.contains(Option.RETAIN_CLASS_REFERENCE);
        List<StackFrame> out = new ArrayList<>(trace.length - start);
        for (int i = start; i < trace.length; i++) {
            if (!showReflect && isReflection(trace[i].getClassName())) {
                continue;
            }
            out.add(new Frame(trace[i], retain));
        }
        return out;
    }

    private static final class Frame implements StackFrame {
        private final StackTraceElement element;
        private final boolean retain;

        Frame(StackTraceElement element, boolean retain) {
            this.element = element;
            this.retain = retain;
        }

        public String getClassName() {
            return element.getClassName();
        }

        public String getMethodName() {
            return element.getMethodName();
        }

        public Class<?> getDeclaringClass() {
            if (!retain) {
                throw new UnsupportedOperationException("No access to RETAIN_CLASS_REFERENCE");
            }
            try {
                return Class.forName(element.getClassName(), false, ClassLoader.getSystemClassLoader());
            } catch (ClassNotFoundException e) {
                throw new InternalError(e.toString());
            }
        }

        /** Not kept by jvmlab's backtraces: -1. */
        public int getByteCodeIndex() {
            return -1;
        }

        public String getFileName() {
            return element.getFileName();
        }

        public int getLineNumber() {
            return element.getLineNumber();
        }

        public boolean isNativeMethod() {
            return element.isNativeMethod();
        }

        public StackTraceElement toStackTraceElement() {
            return element;
        }

        public String toString() {
            return element.toString();
        }
    }
}
