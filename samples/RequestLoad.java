import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * RequestLoad: an in-process, open-loop request workload for warm-up studies (JEP 545's shape).
 *
 * <p>A generator thread issues requests on a fixed schedule: one health-check request first, then
 * a rate that ramps linearly from a start rate to a peak over a ramp time, then a hold at the peak.
 * Worker threads take requests from a queue and handle them: parse the request line and its query
 * parameters into a map, look the item up in a cache that grows during the run and then churns
 * (least recently used entries evicted), score it and build a JSON-like response with a
 * StringBuilder. Latency is measured from each request's scheduled arrival, not from when the
 * generator got round to sending it, so a pause anywhere shows up in full (no coordinated
 * omission). The generator wakes every millisecond ({@code Thread.sleep(1)}: Java 17 has no
 * finer sleep without LockSupport), so each latency includes up to 1 ms of its tick, about 0.5 ms
 * at the median: the floor is the same on every JVM, and warm-up effects (compilation, heap
 * growth, pauses) show above it.
 *
 * <p>Usage: {@code RequestLoad [startRate peakRate rampSeconds holdSeconds [windowMs threads liveMb
 * [csv]]]}, rates in requests per second; defaults {@code 200 4000 6 4 250 2 48}. Standard
 * output is deterministic (the same on every JVM and every run): the request count and a checksum
 * of all responses, which does not depend on the order in which the workers handle requests.
 * With {@code csv} the per-window latencies go to standard error as CSV (standard output stays
 * deterministic; -Xlog goes to standard output): comment lines with the settings,
 * the wall-clock time (epoch ms) at main's entry and at the health check's response, then one row
 * per window of scheduled arrival time: target rate, count, p50, p90, p99, p99.9 and max latency in
 * microseconds (from a log-linear histogram with 1/64 relative precision; the max is exact).
 */
public class RequestLoad {
  static final class Request {
    final String line;
    final long scheduledNanos;  // System.nanoTime() at which the request was due
    final int window;           // index of its window of scheduled arrival; -1: the health check

    Request(String line, long scheduledNanos, int window) {
      this.line = line;
      this.scheduledNanos = scheduledNanos;
      this.window = window;
    }
  }

  static final Request STOP = new Request("", 0, -2);

  /** An item of the cache: a payload of deterministic bytes, its size the live set's unit. */
  static final class Item {
    final int id;
    final String name;
    final byte[] payload;

    Item(int id, int payloadBytes) {
      this.id = id;
      this.name = "item-" + Integer.toHexString(id * 0x9E3779B1);
      this.payload = new byte[payloadBytes];
      int x = id * 747796405 + 1;
      for (int i = 0; i < payloadBytes; i++) {
        x = x * 1103515245 + 12345;
        payload[i] = (byte) (x >>> 24);
      }
    }

    int score(String query) {
      int s = 0;
      for (int i = 0; i < query.length(); i++) {
        s = s * 31 + payload[(query.charAt(i) * 131 + i) % payload.length];
      }
      return s;
    }
  }

  /** A cache striped over synchronized LRU maps; get creates a missing item. */
  static final class Store {
    final LinkedHashMap<Integer, Item>[] stripes;
    final int payloadBytes;

    @SuppressWarnings("unchecked")
    Store(int capacity, int payloadBytes) {
      this.payloadBytes = payloadBytes;
      stripes = new LinkedHashMap[16];
      final int perStripe = Math.max(1, capacity / stripes.length);
      for (int i = 0; i < stripes.length; i++) {
        stripes[i] = new LinkedHashMap<Integer, Item>(64, 0.75f, true) {
          @Override
          protected boolean removeEldestEntry(Map.Entry<Integer, Item> eldest) {
            return size() > perStripe;
          }
        };
      }
    }

    Item get(int id) {
      LinkedHashMap<Integer, Item> m = stripes[id & (stripes.length - 1)];
      synchronized (m) {
        Item item = m.get(id);
        if (item == null) {
          item = new Item(id, payloadBytes);
          m.put(id, item);
        }
        return item;
      }
    }
  }

  /** Log-linear latency histogram (HdrHistogram's layout, 64 sub-buckets per power of two). */
  static final class Histogram {
    static final int SUB = 64;
    final long[] counts = new long[2 * SUB + 58 * SUB];
    long total;
    long max;

    static int index(long v) {
      if (v < 2 * SUB) return (int) v;
      int shift = 63 - Long.numberOfLeadingZeros(v) - 6;  // v >> shift in [64, 127]
      return 2 * SUB + (shift - 1) * SUB + (int) ((v >> shift) - SUB);
    }

    /** The highest value that falls into bucket `index`. */
    static long highest(int index) {
      if (index < 2 * SUB) return index;
      int shift = (index - 2 * SUB) / SUB + 1;
      long sub = (index - 2 * SUB) % SUB + SUB;
      return ((sub + 1) << shift) - 1;
    }

    void record(long v) {
      counts[index(Math.max(0, v))]++;
      total++;
      if (v > max) max = v;
    }

    void add(Histogram o) {
      for (int i = 0; i < counts.length; i++) counts[i] += o.counts[i];
      total += o.total;
      if (o.max > max) max = o.max;
    }

    long percentile(double q) {
      if (total == 0) return 0;
      long rank = (long) Math.ceil(q * total);
      if (rank < 1) rank = 1;
      long seen = 0;
      for (int i = 0; i < counts.length; i++) {
        seen += counts[i];
        if (seen >= rank) return Math.min(highest(i), max);
      }
      return max;
    }
  }

  static final class Worker extends Thread {
    final LinkedBlockingQueue<Request> queue;
    final Store store;
    final Histogram[] windows;
    long checksum;
    long handled;
    long healthEpochMs;
    long healthNanos;

    Worker(String name, LinkedBlockingQueue<Request> queue, Store store, int windowCount) {
      super(name);
      this.queue = queue;
      this.store = store;
      this.windows = new Histogram[windowCount];
      for (int i = 0; i < windowCount; i++) windows[i] = new Histogram();
    }

    @Override
    public void run() {
      try {
        for (;;) {
          Request r = queue.take();
          if (r == STOP) return;
          long response = handle(r.line, store);
          long latencyMicros = (System.nanoTime() - r.scheduledNanos) / 1000;
          if (r.window == -1) {
            healthEpochMs = System.currentTimeMillis();
            healthNanos = System.nanoTime();
          } else {
            windows[r.window].record(latencyMicros);
          }
          checksum += response;
          handled++;
        }
      } catch (InterruptedException e) {
        throw new RuntimeException(e);
      }
    }
  }

  /** Handles one request line; returns a hash of the response, a function of the line alone. */
  static long handle(String line, Store store) {
    int space = line.indexOf(' ');
    int question = line.indexOf('?', space);
    String path = line.substring(space + 1, question < 0 ? line.length() : question);
    if (path.equals("/health")) return 1;
    Map<String, String> params = new LinkedHashMap<>();
    int at = question + 1;
    while (at < line.length()) {
      int amp = line.indexOf('&', at);
      if (amp < 0) amp = line.length();
      int eq = line.indexOf('=', at);
      if (eq > at && eq < amp) params.put(line.substring(at, eq), line.substring(eq + 1, amp));
      at = amp + 1;
    }
    int id = Integer.parseInt(params.get("id"));
    String user = params.get("user");
    String query = params.get("q");
    Item item = store.get(id);
    StringBuilder sb = new StringBuilder(160);
    sb.append("{\"path\":\"").append(path).append("\",\"id\":").append(item.id)
        .append(",\"name\":\"").append(item.name).append("\",\"user\":\"").append(user)
        .append("\",\"q\":\"").append(query).append("\",\"score\":").append(item.score(query))
        .append(",\"size\":").append(item.payload.length).append('}');
    String body = sb.toString();
    return (body.hashCode() & 0xffffffffL) + body.length();
  }

  static final String[] WORDS = {"alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf",
      "hotel", "india", "juliet", "kilo", "lima", "mike", "november", "oscar", "papa"};

  /** Request number `k` (0-based): which item it asks for follows a key space that grows. */
  static String requestLine(long k, int maxItems) {
    long h = k * 0x9E3779B97F4A7C15L;
    h ^= h >>> 29;
    int space = (int) Math.min(maxItems, 1000 + k / 2);
    int id = (int) Long.remainderUnsigned(h, space);
    int user = (int) ((h >>> 40) & 1023);
    String q = WORDS[(int) ((h >>> 20) & 15)] + WORDS[(int) ((h >>> 24) & 15)];
    return "GET /item?id=" + id + "&user=u" + user + "&q=" + q;
  }

  /** Seconds after the ramp's start at which request `k` (0-based) is due. */
  static double arrival(long k, double r0, double r1, double ramp) {
    double rampCount = (r0 + r1) / 2 * ramp;  // requests issued during the ramp
    if (k < rampCount) {
      double a = (r1 - r0) / (2 * ramp);  // N(t) = r0 t + a t^2
      if (a == 0) return k / r0;
      return (-r0 + Math.sqrt(r0 * r0 + 4 * a * k)) / (2 * a);
    }
    return ramp + (k - rampCount) / r1;
  }

  public static void main(String[] args) throws Exception {
    long startEpochMs = System.currentTimeMillis();
    double r0 = args.length > 0 ? Double.parseDouble(args[0]) : 200;
    double r1 = args.length > 1 ? Double.parseDouble(args[1]) : 4000;
    double ramp = args.length > 2 ? Double.parseDouble(args[2]) : 6;
    double hold = args.length > 3 ? Double.parseDouble(args[3]) : 4;
    int windowMs = args.length > 4 ? Integer.parseInt(args[4]) : 250;
    int threads = args.length > 5 ? Integer.parseInt(args[5]) : 2;
    int liveMb = args.length > 6 ? Integer.parseInt(args[6]) : 48;
    boolean csvWanted = args.length > 7 && args[7].equals("csv");
    if (r0 <= 0 || r1 <= 0 || ramp < 0 || hold < 0 || windowMs <= 0 || threads <= 0 || liveMb <= 0) {
      System.err.println("usage: RequestLoad [startRate peakRate rampSeconds holdSeconds"
          + " [windowMs threads liveMb [csv]]] (positive numbers)");
      System.exit(2);
    }
    final int payloadBytes = 1024;
    int maxItems = (int) Math.max(1, (long) liveMb * 1024 * 1024 / (payloadBytes + 160));
    long total = (long) Math.floor((r0 + r1) / 2 * ramp + r1 * hold);
    double durationS = ramp + hold;
    int windowCount = (int) Math.ceil(durationS * 1000 / windowMs) + 1;

    Store store = new Store(maxItems, payloadBytes);
    LinkedBlockingQueue<Request> queue = new LinkedBlockingQueue<>();
    Worker[] workers = new Worker[threads];
    for (int i = 0; i < threads; i++) {
      workers[i] = new Worker("worker-" + i, queue, store, windowCount);
      workers[i].start();
    }

    // The health check, then the schedule, which starts when the health check has been answered.
    queue.put(new Request("GET /health", System.nanoTime(), -1));
    while (true) {
      boolean answered = false;
      for (Worker w : workers) answered |= w.healthEpochMs != 0;
      if (answered) break;
      Thread.sleep(1);
    }
    long t0 = System.nanoTime();
    long next = 0;
    while (next < total) {
      long now = System.nanoTime();
      // Everything due by now goes out, stamped with when it was due: a late generator (a pause,
      // a descheduled thread) does not hide the wait from the latencies.
      while (next < total) {
        long due = t0 + (long) (arrival(next, r0, r1, ramp) * 1e9);
        if (due > now) break;
        int window = (int) Math.min(windowCount - 1, (due - t0) / 1_000_000L / windowMs);
        queue.put(new Request(requestLine(next, maxItems), due, window));
        next++;
      }
      Thread.sleep(1);
    }
    for (int i = 0; i < threads; i++) queue.put(STOP);
    long checksum = 0;
    long handled = 0;
    long healthEpochMs = Long.MAX_VALUE;
    long healthNanos = Long.MAX_VALUE;
    Histogram[] merged = new Histogram[windowCount];
    for (int i = 0; i < windowCount; i++) merged[i] = new Histogram();
    for (Worker w : workers) {
      w.join();
      checksum += w.checksum;
      handled += w.handled;
      if (w.healthEpochMs != 0) healthEpochMs = Math.min(healthEpochMs, w.healthEpochMs);
      if (w.healthEpochMs != 0) healthNanos = Math.min(healthNanos, w.healthNanos);
      for (int i = 0; i < windowCount; i++) merged[i].add(w.windows[i]);
    }
    System.out.println("requests " + (handled - 1) + " of " + total + ", health check ok");
    System.out.println("checksum " + Long.toHexString(checksum));

    if (csvWanted) {
      StringBuilder csv = new StringBuilder();
      csv.append("# RequestLoad start_rate=").append(r0).append(" peak_rate=").append(r1)
          .append(" ramp_s=").append(ramp).append(" hold_s=").append(hold)
          .append(" window_ms=").append(windowMs).append(" threads=").append(threads)
          .append(" live_mb=").append(liveMb).append('\n');
      csv.append("# main_epoch_ms=").append(startEpochMs).append('\n');
      // currentTimeMillis ticks by whole milliseconds, a fifth of a 5 ms time to first response:
      // the response's instant comes from nanoTime instead, anchored at the wall clock's next
      // tick (taken now, after the run, so the wait costs the measured start-up nothing).
      long tick = System.currentTimeMillis();
      long edgeMs;
      while ((edgeMs = System.currentTimeMillis()) == tick) Thread.onSpinWait();
      long edgeNanos = System.nanoTime();
      csv.append("# first_response_epoch_ms=");
      if (healthEpochMs == Long.MAX_VALUE) {
        csv.append(healthEpochMs);  // no response
      } else {
        long firstMicros = edgeMs * 1000 - (edgeNanos - healthNanos) / 1000;
        long frac = firstMicros % 1000;
        csv.append(firstMicros / 1000).append('.').append(frac < 100 ? (frac < 10 ? "00" : "0") : "").append(frac);
      }
      csv.append('\n');
      csv.append("window_start_s,window_end_s,target_rate,count,p50_us,p90_us,p99_us,p999_us,max_us\n");
      for (int i = 0; i < windowCount; i++) {
        Histogram h = merged[i];
        if (h.total == 0) continue;
        double start = i * windowMs / 1000.0;
        double mid = start + windowMs / 2000.0;
        double rate = mid < ramp ? r0 + (r1 - r0) * mid / ramp : r1;
        csv.append(start).append(',').append(start + windowMs / 1000.0).append(',')
            .append(Math.round(rate)).append(',').append(h.total).append(',')
            .append(h.percentile(0.50)).append(',').append(h.percentile(0.90)).append(',')
            .append(h.percentile(0.99)).append(',').append(h.percentile(0.999)).append(',')
            .append(h.max).append('\n');
      }
      System.err.print(csv);
      System.err.flush();
    }
  }
}
