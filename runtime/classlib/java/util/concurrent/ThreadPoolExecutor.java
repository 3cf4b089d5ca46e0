// java.util.concurrent.ThreadPoolExecutor: runs tasks on a pool of worker threads.
package java.util.concurrent;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

/**
 * A pool of worker threads taking tasks from a BlockingQueue. Like the JDK's: execute() starts a
 * new worker while fewer than corePoolSize run, else queues the task (or, for a pool that may
 * grow past its core size, starts a worker when none is idle); workers above the core size end
 * after keepAliveTime idle. shutdown() lets queued tasks finish; shutdownNow() interrupts the
 * workers and returns the queued tasks. A task that throws ends its worker (the exception reaches
 * the thread's uncaught-exception handler) and a new worker replaces it. One monitor (`lock`)
 * guards the pool state instead of the JDK's ctl word and mainLock.
 */
public class ThreadPoolExecutor extends AbstractExecutorService {
    private final Object lock = new Object();
    private final BlockingQueue<Runnable> workQueue;
    private final HashSet<Worker> workers = new HashSet<Worker>();
    private volatile ThreadFactory threadFactory;
    private volatile int corePoolSize;
    private volatile int maximumPoolSize;
    private volatile long keepAliveNanos;
    private int idle;
    private boolean shutdown;
    private boolean stop;
    private boolean terminated;
    private long completedTaskCount;
    private int largestPoolSize;

    /** A worker: its thread runs `firstTask`, then tasks from the queue. */
    private final class Worker implements Runnable {
        final Thread thread;
        Runnable firstTask;
        boolean idleNow;
        long completed;

        Worker(Runnable firstTask) {
            this.firstTask = firstTask;
            this.thread = threadFactory.newThread(this);
        }

        public void run() {
            runWorker(this);
        }
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
                              BlockingQueue<Runnable> workQueue) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, Executors.defaultThreadFactory());
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
                              BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory) {
        if (corePoolSize < 0 || maximumPoolSize <= 0 || maximumPoolSize < corePoolSize || keepAliveTime < 0) {
            throw new IllegalArgumentException();
        }
        if (workQueue == null || threadFactory == null) {
            throw new NullPointerException();
        }
        this.corePoolSize = corePoolSize;
        this.maximumPoolSize = maximumPoolSize;
        this.workQueue = workQueue;
        this.keepAliveNanos = unit.toNanos(keepAliveTime);
        this.threadFactory = threadFactory;
    }

    public void execute(Runnable command) {
        if (command == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            if (shutdown) {
                reject(command);
                return;
            }
            int n = workers.size();
            if (n < corePoolSize) {
                addWorker(command);
                return;
            }
            if (idle > 0 || n >= maximumPoolSize) {
                if (workQueue.offer(command)) {
                    if (workers.isEmpty()) {
                        addWorker(null);
                    }
                    return;
                }
                if (n >= maximumPoolSize) {
                    reject(command);
                    return;
                }
            }
            addWorker(command);
        }
    }

    private void reject(Runnable command) {
        throw new RejectedExecutionException("Task " + command + " rejected from " + this);
    }

    // Called with `lock` held.
    private void addWorker(Runnable firstTask) {
        Worker w = new Worker(firstTask);
        workers.add(w);
        if (workers.size() > largestPoolSize) {
            largestPoolSize = workers.size();
        }
        w.thread.start();
    }

    final void runWorker(Worker w) {  // not private: no synthetic accessor frame in traces
        Runnable task = w.firstTask;
        w.firstTask = null;
        boolean abrupt = true;
        try {
            while (task != null || (task = getTask(w)) != null) {
                synchronized (lock) {
                    if (!stop) {
                        Thread.interrupted();  // an interrupt meant for an idle worker
                    }
                }
                beforeExecute(w.thread, task);
                Throwable thrown = null;
                try {
                    task.run();
                } catch (RuntimeException x) {
                    thrown = x;
                    throw x;
                } catch (Error x) {
                    thrown = x;
                    throw x;
                } finally {
                    afterExecute(task, thrown);
                    task = null;
                    w.completed++;
                }
            }
            abrupt = false;
        } finally {
            workerExit(w, abrupt);
        }
    }

    private Runnable getTask(Worker w) {
        boolean timedOut = false;
        for (;;) {
            boolean timed;
            synchronized (lock) {
                if (stop || (shutdown && workQueue.isEmpty())) {
                    return null;
                }
                timed = workers.size() > corePoolSize;
                if (timed && timedOut && (workers.size() > 1 || workQueue.isEmpty())) {
                    return null;
                }
                w.idleNow = true;
                idle++;
            }
            Runnable r = null;
            try {
                r = timed ? workQueue.poll(keepAliveNanos, TimeUnit.NANOSECONDS) : workQueue.take();
                timedOut = r == null;
            } catch (InterruptedException retry) {
                timedOut = false;
            } finally {
                synchronized (lock) {
                    w.idleNow = false;
                    idle--;
                }
            }
            if (r != null) {
                return r;
            }
        }
    }

    private void workerExit(Worker w, boolean abrupt) {
        synchronized (lock) {
            completedTaskCount += w.completed;
            workers.remove(w);
            if (abrupt && !stop && !(shutdown && workQueue.isEmpty())) {
                addWorker(null);  // replace a worker killed by its task
            } else if (!abrupt && !shutdown && workers.size() < Math.min(1, corePoolSize) && !workQueue.isEmpty()) {
                addWorker(null);
            }
            tryTerminate();
        }
    }

    // Called with `lock` held.
    private void tryTerminate() {
        if (shutdown && workers.isEmpty() && (stop || workQueue.isEmpty()) && !terminated) {
            terminated = true;
            lock.notifyAll();
            terminated();
        }
    }

    public void shutdown() {
        synchronized (lock) {
            shutdown = true;
            for (Worker w : workers) {
                if (w.idleNow) {
                    w.thread.interrupt();
                }
            }
            tryTerminate();
        }
    }

    public List<Runnable> shutdownNow() {
        ArrayList<Runnable> tasks = new ArrayList<Runnable>();
        synchronized (lock) {
            shutdown = true;
            stop = true;
            for (Worker w : workers) {
                w.thread.interrupt();
            }
            workQueue.drainTo(tasks);
            tryTerminate();
        }
        return tasks;
    }

    public boolean isShutdown() {
        synchronized (lock) {
            return shutdown;
        }
    }

    public boolean isTerminating() {
        synchronized (lock) {
            return shutdown && !terminated;
        }
    }

    public boolean isTerminated() {
        synchronized (lock) {
            return terminated;
        }
    }

    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (lock) {
            while (!terminated) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                lock.wait(Math.max(1L, left / 1000000L));
            }
            return true;
        }
    }

    protected void beforeExecute(Thread t, Runnable r) {
    }

    protected void afterExecute(Runnable r, Throwable t) {
    }

    protected void terminated() {
    }

    public BlockingQueue<Runnable> getQueue() {
        return workQueue;
    }

    public int getPoolSize() {
        synchronized (lock) {
            return workers.size();
        }
    }

    public int getActiveCount() {
        synchronized (lock) {
            return workers.size() - idle;
        }
    }

    public int getLargestPoolSize() {
        synchronized (lock) {
            return largestPoolSize;
        }
    }

    public long getCompletedTaskCount() {
        synchronized (lock) {
            long n = completedTaskCount;
            for (Worker w : workers) {
                n += w.completed;
            }
            return n;
        }
    }

    public int getCorePoolSize() {
        return corePoolSize;
    }

    public void setCorePoolSize(int corePoolSize) {
        if (corePoolSize < 0 || maximumPoolSize < corePoolSize) {
            throw new IllegalArgumentException();
        }
        this.corePoolSize = corePoolSize;
    }

    public int getMaximumPoolSize() {
        return maximumPoolSize;
    }

    public void setMaximumPoolSize(int maximumPoolSize) {
        if (maximumPoolSize <= 0 || maximumPoolSize < corePoolSize) {
            throw new IllegalArgumentException();
        }
        this.maximumPoolSize = maximumPoolSize;
    }

    public long getKeepAliveTime(TimeUnit unit) {
        return unit.convert(keepAliveNanos, TimeUnit.NANOSECONDS);
    }

    public ThreadFactory getThreadFactory() {
        return threadFactory;
    }

    public void setThreadFactory(ThreadFactory threadFactory) {
        if (threadFactory == null) {
            throw new NullPointerException();
        }
        this.threadFactory = threadFactory;
    }

    public String toString() {
        String state;
        int size;
        int active;
        long completed;
        int queued;
        synchronized (lock) {
            state = terminated ? "Terminated" : shutdown ? "Shutting down" : "Running";
            size = workers.size();
            active = size - idle;
            queued = workQueue.size();
        }
        completed = getCompletedTaskCount();
        return super.toString() + "[" + state + ", pool size = " + size + ", active threads = " + active
                + ", queued tasks = " + queued + ", completed tasks = " + completed + "]";
    }
}
