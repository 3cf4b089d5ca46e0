import java.util.*;
public class BankQueueSim {
    static abstract class Event implements Comparable<Event> { final double time; final int seq; static int counter; Event(double t) { time = t; seq = counter++; }
        public int compareTo(Event o) { int c = Double.compare(time, o.time); return c != 0 ? c : Integer.compare(seq, o.seq); } abstract void fire(BankQueueSim sim); }
    static class Arrival extends Event { Arrival(double t) { super(t); } void fire(BankQueueSim s) { s.arrive(this); } }
    static class Departure extends Event { final int teller; Departure(double t, int k) { super(t); teller = k; } void fire(BankQueueSim s) { s.depart(this); } }
    final PriorityQueue<Event> events = new PriorityQueue<>(); final Random rnd = new Random(8); final ArrayDeque<Double> line = new ArrayDeque<>();
    final boolean[] busy = new boolean[3]; double now, totalWait; int served, maxLine;
    double exp(double mean) { return -mean * Math.log(1 - rnd.nextDouble()); }
    void arrive(Arrival a) { now = a.time; if (now < 480) events.add(new Arrival(now + exp(1.2))); int free = -1; for (int i = 0; i < busy.length; i++) if (!busy[i]) { free = i; break; }
        if (free >= 0) { busy[free] = true; events.add(new Departure(now + exp(3.1), free)); served++; } else { line.add(now); maxLine = Math.max(maxLine, line.size()); } }
    void depart(Departure d) { now = d.time; if (line.isEmpty()) busy[d.teller] = false; else { totalWait += now - line.poll(); served++; events.add(new Departure(now + exp(3.1), d.teller)); } }
    public static void main(String[] args) {
        BankQueueSim s = new BankQueueSim(); s.events.add(new Arrival(0));
        int fired = 0; while (!s.events.isEmpty()) { s.events.poll().fire(s); fired++; }
        System.out.println("served " + s.served + " events " + fired + " maxLine " + s.maxLine);
        System.out.println("avg wait " + s.totalWait / s.served + " end " + s.now);
        long rounded = Math.round(s.totalWait * 1000); System.out.println(rounded / 1000.0 + " " + (float) s.totalWait + " " + (int) s.now);
    }
}
