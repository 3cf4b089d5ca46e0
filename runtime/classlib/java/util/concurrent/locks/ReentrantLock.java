// java.util.concurrent.locks.ReentrantLock: a reentrant mutual-exclusion lock with conditions.
package java.util.concurrent.locks;

import java.util.ArrayList;
import java.util.concurrent.TimeUnit;

/**
 * A reentrant lock (non-fair). Design: the owner, hold count and every condition's wait queue
 * are guarded by one private monitor, and blocked threads wait on it (Object.wait/notifyAll)
 * instead of the JDK's AbstractQueuedSynchronizer and LockSupport.park.
 */
public class ReentrantLock implements Lock, java.io.Serializable {
    private final Object sync = new Object();
    private Thread owner;
    private int holds;
    private int waitingThreads;

    public ReentrantLock() {
    }

    public ReentrantLock(boolean fair) {
    }

    public void lock() {
        boolean interrupted = false;
        synchronized (sync) {
            Thread me = Thread.currentThread();
            if (owner == me) {
                holds++;
                return;
            }
            waitingThreads++;
            while (owner != null) {
                try {
                    sync.wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            waitingThreads--;
            owner = me;
            holds = 1;
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    public void lockInterruptibly() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        synchronized (sync) {
            Thread me = Thread.currentThread();
            if (owner == me) {
                holds++;
                return;
            }
            waitingThreads++;
            try {
                while (owner != null) {
                    sync.wait();
                }
            } finally {
                waitingThreads--;
            }
            owner = me;
            holds = 1;
        }
    }

    public boolean tryLock() {
        synchronized (sync) {
            Thread me = Thread.currentThread();
            if (owner == me) {
                holds++;
                return true;
            }
            if (owner == null) {
                owner = me;
                holds = 1;
                return true;
            }
            return false;
        }
    }

    public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (sync) {
            Thread me = Thread.currentThread();
            if (owner == me) {
                holds++;
                return true;
            }
            waitingThreads++;
            try {
                while (owner != null) {
                    long left = deadline - System.nanoTime();
                    if (left <= 0) {
                        return false;
                    }
                    sync.wait(Math.max(1L, left / 1000000L));
                }
            } finally {
                waitingThreads--;
            }
            owner = me;
            holds = 1;
            return true;
        }
    }

    public void unlock() {
        synchronized (sync) {
            if (owner != Thread.currentThread()) {
                throw new IllegalMonitorStateException();
            }
            if (--holds == 0) {
                owner = null;
                sync.notifyAll();
            }
        }
    }

    public Condition newCondition() {
        return new ConditionObject();
    }

    public int getHoldCount() {
        synchronized (sync) {
            return owner == Thread.currentThread() ? holds : 0;
        }
    }

    public boolean isHeldByCurrentThread() {
        synchronized (sync) {
            return owner == Thread.currentThread();
        }
    }

    public boolean isLocked() {
        synchronized (sync) {
            return owner != null;
        }
    }

    public boolean isFair() {
        return false;
    }

    public final boolean hasQueuedThreads() {
        synchronized (sync) {
            return waitingThreads > 0;
        }
    }

    public final int getQueueLength() {
        synchronized (sync) {
            return waitingThreads;
        }
    }

    public String toString() {
        Thread o;
        synchronized (sync) {
            o = owner;
        }
        return super.toString() + (o == null ? "[Unlocked]" : "[Locked by thread " + o.getName() + "]");
    }

    /** A waiter in a condition's queue. */
    private static final class Waiter {
        boolean signalled;
    }

    /** A condition of this lock: await releases the lock completely and re-acquires it. */
    private final class ConditionObject implements Condition, java.io.Serializable {
        private final ArrayList<Waiter> waiters = new ArrayList<Waiter>();

        // Called with `sync` held: checks ownership, releases the lock, returns the saved holds.
        private int release() {
            if (owner != Thread.currentThread()) {
                throw new IllegalMonitorStateException();
            }
            int saved = holds;
            owner = null;
            holds = 0;
            sync.notifyAll();
            return saved;
        }

        // Called with `sync` held.
        private void reacquire(int saved) {
            boolean interrupted = false;
            while (owner != null) {
                try {
                    sync.wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            owner = Thread.currentThread();
            holds = saved;
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }

        public void await() throws InterruptedException {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            synchronized (sync) {
                int saved = release();
                Waiter w = new Waiter();
                waiters.add(w);
                try {
                    while (!w.signalled) {
                        sync.wait();
                    }
                } catch (InterruptedException e) {
                    waiters.remove(w);
                    reacquire(saved);
                    throw e;
                }
                reacquire(saved);
            }
        }

        public void awaitUninterruptibly() {
            boolean interrupted = false;
            synchronized (sync) {
                int saved = release();
                Waiter w = new Waiter();
                waiters.add(w);
                while (!w.signalled) {
                    try {
                        sync.wait();
                    } catch (InterruptedException e) {
                        interrupted = true;
                    }
                }
                reacquire(saved);
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }

        public long awaitNanos(long nanosTimeout) throws InterruptedException {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            long deadline = System.nanoTime() + nanosTimeout;
            synchronized (sync) {
                int saved = release();
                Waiter w = new Waiter();
                waiters.add(w);
                try {
                    while (!w.signalled) {
                        long left = deadline - System.nanoTime();
                        if (left <= 0) {
                            waiters.remove(w);
                            break;
                        }
                        sync.wait(Math.max(1L, left / 1000000L));
                    }
                } catch (InterruptedException e) {
                    waiters.remove(w);
                    reacquire(saved);
                    throw e;
                }
                reacquire(saved);
            }
            return deadline - System.nanoTime();
        }

        public boolean await(long time, TimeUnit unit) throws InterruptedException {
            return awaitNanos(unit.toNanos(time)) > 0;
        }

        public void signal() {
            synchronized (sync) {
                if (owner != Thread.currentThread()) {
                    throw new IllegalMonitorStateException();
                }
                if (!waiters.isEmpty()) {
                    waiters.remove(0).signalled = true;
                    sync.notifyAll();
                }
            }
        }

        public void signalAll() {
            synchronized (sync) {
                if (owner != Thread.currentThread()) {
                    throw new IllegalMonitorStateException();
                }
                for (Waiter w : waiters) {
                    w.signalled = true;
                }
                waiters.clear();
                sync.notifyAll();
            }
        }
    }
}
