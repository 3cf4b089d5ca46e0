// BaseStream: what every stream kind shares (iteration, sequential/parallel flags, close handlers).
package java.util.stream;

import java.util.Iterator;

/** Base interface of Stream, IntStream, LongStream and DoubleStream (no spliterators in jvmlab). */
public interface BaseStream<T, S extends BaseStream<T, S>> extends AutoCloseable {
    Iterator<T> iterator();
    boolean isParallel();
    S sequential();
    S parallel();
    S unordered();
    S onClose(Runnable closeHandler);
    void close();
}
