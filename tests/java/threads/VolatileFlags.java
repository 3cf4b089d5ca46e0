// volatile fields of every width as stop flags and published values; a writer thread publishes
// a long and a double pair that readers must never see torn; static volatile fields too.
public class VolatileFlags {
    static volatile boolean stop;
    static volatile boolean readerStarted;
    static volatile long staticLong;
    volatile long sequence;
    volatile double ratio;
    volatile int ready;
    volatile String message;
    volatile byte b;
    volatile char ch;
    volatile short sh;
    volatile float fl;

    public static void main(String[] args) throws InterruptedException {
        final VolatileFlags v = new VolatileFlags();
        final long[] torn = new long[1];
        final long[] reads = new long[1];
        Thread reader = new Thread(new Runnable() {
            public void run() {
                readerStarted = true;
                while (!stop) {
                    long s = v.sequence;
                    if (s != 0 && s != -1L && s != 0x5555555555555555L) {
                        torn[0]++;
                    }
                    double d = v.ratio;
                    if (d != 0.0 && d != 1.0 / 3.0 && d != -2.5e300) {
                        torn[0]++;
                    }
                    reads[0]++;
                }
            }
        });
        reader.start();
        while (!readerStarted) {
            Thread.yield();
        }
        for (int i = 0; i < 20000; i++) {
            v.sequence = (i & 1) == 0 ? -1L : 0x5555555555555555L;
            v.ratio = (i & 1) == 0 ? 1.0 / 3.0 : -2.5e300;
        }
        stop = true;
        reader.join();
        System.out.println("torn reads: " + torn[0] + ", reader ran: " + (reads[0] > 0 || stop));

        Thread publisher = new Thread(new Runnable() {
            public void run() {
                v.message = "published";
                v.b = (byte) 200;
                v.ch = 'Z';
                v.sh = (short) 40000;
                v.fl = 1.5f;
                staticLong = Long.MIN_VALUE;
                v.ready = 1;
            }
        });
        publisher.start();
        while (v.ready == 0) {
            Thread.yield();
        }
        System.out.println(v.message + " " + v.b + " " + v.ch + " " + v.sh + " " + v.fl + " " + staticLong);
        publisher.join();
        v.sequence += 5;
        v.ready++;
        staticLong--;
        System.out.println(v.sequence + " " + v.ready + " " + staticLong);
    }
}
