// JNI from several Java threads at once: each thread has its own JNIEnv, links the same natives
// concurrently on first use, makes local references and calls back into Java; a global counter
// updated under MonitorEnter/MonitorExit loses nothing.
public class JniThreads {
    static { System.loadLibrary("JniThreads"); }

    static final Object lock = new Object();
    static int counter;

    static native int work(int id, int rounds);
    static native void addLocked(Object lock, int n);

    static int square(int x) {
        return x * x;
    }

    public static void main(String[] args) throws InterruptedException {
        final int[] results = new int[4];
        Thread[] threads = new Thread[4];
        for (int i = 0; i < threads.length; i++) {
            final int id = i;
            threads[i] = new Thread(new Runnable() {
                public void run() {
                    results[id] = work(id, 2000);
                    for (int k = 0; k < 500; k++) {
                        addLocked(lock, 1);
                    }
                }
            }, "worker-" + i);
        }
        for (Thread t : threads) {
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        for (int i = 0; i < results.length; i++) {
            System.out.println("thread " + i + ": " + results[i]);
        }
        System.out.println("counter " + counter);
    }
}
