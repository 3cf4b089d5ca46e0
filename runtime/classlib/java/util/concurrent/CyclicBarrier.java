// java.util.concurrent.CyclicBarrier: parties wait for each other, then go on together.
package java.util.concurrent;

/**
 * A reusable barrier for `parties` threads on the barrier's own monitor. The last thread to
 * arrive runs the barrier action, starts a new generation and wakes the others. An interrupted
 * or timed-out waiter breaks the barrier (the others get BrokenBarrierException).
 */
public class CyclicBarrier {
    private static final class Generation {
        boolean broken;
    }

    private final int parties;
    private final Runnable barrierCommand;
    private Generation generation = new Generation();
    private int count;

    public CyclicBarrier(int parties, Runnable barrierAction) {
        if (parties <= 0) throw new IllegalArgumentException();
        this.parties = parties;
        this.count = parties;
        this.barrierCommand = barrierAction;
    }

    public CyclicBarrier(int parties) {
        this(parties, null);
    }

    public int getParties() {
        return parties;
    }

    public int await() throws InterruptedException, BrokenBarrierException {
        try {
            return doAwait(false, 0L);
        } catch (TimeoutException e) {
            throw new Error(e);
        }
    }

    public int await(long timeout, TimeUnit unit) throws InterruptedException, BrokenBarrierException, TimeoutException {
        return doAwait(true, unit.toNanos(timeout));
    }

    private synchronized int doAwait(boolean timed, long nanos)
            throws InterruptedException, BrokenBarrierException, TimeoutException {
        final Generation g = generation;
        if (g.broken) throw new BrokenBarrierException();
        if (Thread.interrupted()) {
            breakBarrier();
            throw new InterruptedException();
        }
        int index = --count;
        if (index == 0) {
            boolean ran = false;
            try {
                if (barrierCommand != null) barrierCommand.run();
                ran = true;
                nextGeneration();
                return 0;
            } finally {
                if (!ran) breakBarrier();
            }
        }
        long deadline = System.nanoTime() + nanos;
        for (;;) {
            try {
                if (!timed) {
                    wait();
                } else {
                    long left = deadline - System.nanoTime();
                    if (left > 0) wait(Math.max(1L, left / 1000000L));
                }
            } catch (InterruptedException ie) {
                if (g == generation && !g.broken) {
                    breakBarrier();
                    throw ie;
                }
                Thread.currentThread().interrupt();
            }
            if (g.broken) throw new BrokenBarrierException();
            if (g != generation) return index;
            if (timed && deadline - System.nanoTime() <= 0) {
                breakBarrier();
                throw new TimeoutException();
            }
        }
    }

    private void nextGeneration() {
        notifyAll();
        count = parties;
        generation = new Generation();
    }

    private void breakBarrier() {
        generation.broken = true;
        count = parties;
        notifyAll();
    }

    public synchronized boolean isBroken() {
        return generation.broken;
    }

    public synchronized void reset() {
        breakBarrier();
        generation = new Generation();
    }

    public synchronized int getNumberWaiting() {
        return parties - count;
    }
}
