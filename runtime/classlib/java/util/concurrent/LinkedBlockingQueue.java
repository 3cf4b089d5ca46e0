// java.util.concurrent.LinkedBlockingQueue: an optionally bounded FIFO blocking queue.
package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;

/**
 * A FIFO blocking queue, optionally bounded. One monitor (the queue's own) guards an ArrayDeque;
 * waiting threads use wait/notifyAll (the JDK's two-lock linked design is not needed by an
 * interpreter). Iterators work on a snapshot. Null elements are rejected.
 */
public class LinkedBlockingQueue<E> extends AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    private final int capacity;
    private final ArrayDeque<E> items = new ArrayDeque<E>();

    public LinkedBlockingQueue() {
        this(Integer.MAX_VALUE);
    }

    public LinkedBlockingQueue(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException();
        }
        this.capacity = capacity;
    }

    public LinkedBlockingQueue(Collection<? extends E> c) {
        this(Integer.MAX_VALUE);
        for (E e : c) {
            if (!offer(e)) {
                throw new IllegalStateException("Queue full");
            }
        }
    }

    public synchronized int size() {
        return items.size();
    }

    public synchronized int remainingCapacity() {
        return capacity - items.size();
    }

    public void put(E e) throws InterruptedException {
        if (e == null) throw new NullPointerException();
        synchronized (this) {
            while (items.size() >= capacity) {
                wait();
            }
            items.addLast(e);
            notifyAll();
        }
    }

    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        if (e == null) throw new NullPointerException();
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (this) {
            while (items.size() >= capacity) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                wait(Math.max(1L, left / 1000000L));
            }
            items.addLast(e);
            notifyAll();
            return true;
        }
    }

    public boolean offer(E e) {
        if (e == null) throw new NullPointerException();
        synchronized (this) {
            if (items.size() >= capacity) {
                return false;
            }
            items.addLast(e);
            notifyAll();
            return true;
        }
    }

    public synchronized E take() throws InterruptedException {
        while (items.isEmpty()) {
            wait();
        }
        E e = items.pollFirst();
        notifyAll();
        return e;
    }

    public synchronized E poll(long timeout, TimeUnit unit) throws InterruptedException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        while (items.isEmpty()) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return null;
            }
            wait(Math.max(1L, left / 1000000L));
        }
        E e = items.pollFirst();
        notifyAll();
        return e;
    }

    public synchronized E poll() {
        E e = items.pollFirst();
        if (e != null) {
            notifyAll();
        }
        return e;
    }

    public synchronized E peek() {
        return items.peekFirst();
    }

    public synchronized boolean remove(Object o) {
        boolean removed = o != null && items.remove(o);
        if (removed) {
            notifyAll();
        }
        return removed;
    }

    public synchronized boolean contains(Object o) {
        return o != null && items.contains(o);
    }

    public synchronized void clear() {
        items.clear();
        notifyAll();
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    public int drainTo(Collection<? super E> c, int maxElements) {
        if (c == null) throw new NullPointerException();
        if (c == this) throw new IllegalArgumentException();
        int n = 0;
        synchronized (this) {
            while (n < maxElements && !items.isEmpty()) {
                c.add(items.pollFirst());
                n++;
            }
            if (n > 0) {
                notifyAll();
            }
        }
        return n;
    }

    public synchronized Object[] toArray() {
        return items.toArray();
    }

    public Iterator<E> iterator() {
        ArrayList<E> snapshot;
        synchronized (this) {
            snapshot = new ArrayList<E>(items);
        }
        return snapshot.iterator();
    }

    public synchronized String toString() {
        return items.toString();
    }
}
