// LinkedList as List and Deque: ends, removal, descending iteration, NoSuchElementException, listIterator edits.
import java.util.Iterator;
import java.util.LinkedList;
import java.util.ListIterator;
import java.util.NoSuchElementException;

public class LinkedListOps {
    public static void main(String[] args) {
        LinkedList<String> ll = new LinkedList<>();
        ll.add("b");
        ll.addFirst("a");
        ll.addLast("c");
        ll.push("z");
        ll.offer("d");
        ll.offerFirst("y");
        System.out.println(ll + " " + ll.size() + " first=" + ll.getFirst() + " last=" + ll.getLast() + " peek=" + ll.peek() + " peekLast=" + ll.peekLast());
        System.out.println(ll.pop() + " " + ll.poll() + " " + ll.pollLast() + " " + ll.removeFirst() + " " + ll.removeLast() + " " + ll);
        ll.add(1, "mid");
        ll.add("b");
        System.out.println(ll + " " + ll.indexOf("b") + " " + ll.lastIndexOf("b") + " " + ll.get(1) + " " + ll.set(0, "B") + " " + ll);
        System.out.println(ll.removeFirstOccurrence("b") + " " + ll.removeLastOccurrence("nope") + " " + ll.remove("B") + " " + ll);
        ll.clear();
        System.out.println(ll.poll() + " " + ll.peekFirst() + " " + ll.pollFirst());
        try {
            ll.getFirst();
        } catch (NoSuchElementException e) {
            System.out.println("getFirst on empty: " + e.getClass().getName() + " " + e.getMessage());
        }
        try {
            ll.removeLast();
        } catch (NoSuchElementException e) {
            System.out.println("removeLast on empty: " + e.getClass().getName());
        }
        try {
            ll.pop();
        } catch (NoSuchElementException e) {
            System.out.println("pop on empty: " + e.getClass().getName());
        }
        for (int i = 0; i < 10; i++) ll.add("e" + i);
        StringBuilder sb = new StringBuilder();
        for (Iterator<String> it = ll.descendingIterator(); it.hasNext(); ) sb.append(it.next()).append(' ');
        System.out.println(sb);
        ListIterator<String> li = ll.listIterator(5);
        li.previous();
        li.remove();
        li.next();
        li.add("inserted");
        li.next();
        li.set("replaced");
        System.out.println(ll + " nextIndex=" + li.nextIndex());
        try {
            ll.get(50);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("get(50): " + e.getMessage());
        }
        LinkedList<Integer> nums = new LinkedList<>();
        for (int i = 0; i < 20; i++) {
            if (i % 2 == 0) nums.addFirst(i);
            else nums.addLast(i);
        }
        nums.remove(Integer.valueOf(7));
        nums.remove(3);
        System.out.println(nums + " " + nums.contains(19) + " " + nums.element());
        Iterator<String> it = ll.iterator();
        it.next();
        try {
            ll.add("x");
            it.next();
        } catch (java.util.ConcurrentModificationException e) {
            System.out.println("CME " + e.getClass().getName());
        }
    }
}
