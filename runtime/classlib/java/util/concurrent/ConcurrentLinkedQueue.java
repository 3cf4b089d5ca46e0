// java.util.concurrent.ConcurrentLinkedQueue: an unbounded thread-safe FIFO queue.
package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Queue;

/**
 * An unbounded FIFO queue of non-null elements. Design: a singly linked list whose updates hold
 * the queue's monitor (the JDK's Michael-Scott lock-free list is not reproduced); a removed node
 * keeps its successor link and loses its item, so iterators are weakly consistent as the JDK's:
 * they never throw ConcurrentModificationException, skip removed elements and may see elements
 * added after they were created. size() counts (O(1) here, O(n) in the JDK). Null elements throw
 * NullPointerException.
 */
public class ConcurrentLinkedQueue<E> extends AbstractQueue<E> implements Queue<E>, java.io.Serializable {
    private static final long serialVersionUID = 196745693267521676L;

    private static final class Node<E> {
        volatile E item;
        volatile Node<E> next;

        Node(E item) {
            this.item = item;
        }
    }

    /** Sentinel; the live elements follow it. */
    private final Node<E> head = new Node<E>(null);
    private Node<E> tail = head;
    private int count;

    public ConcurrentLinkedQueue() {
    }

    public ConcurrentLinkedQueue(Collection<? extends E> c) {
        for (E e : c) {
            add(e);
        }
    }

    public boolean add(E e) {
        return offer(e);
    }

    public synchronized boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        Node<E> n = new Node<E>(e);
        tail.next = n;
        tail = n;
        count++;
        return true;
    }

    public synchronized E poll() {
        Node<E> first = head.next;
        if (first == null) {
            return null;
        }
        E item = first.item;
        unlink(head, first);
        return item;
    }

    public synchronized E peek() {
        Node<E> first = head.next;
        return first == null ? null : first.item;
    }

    private void unlink(Node<E> pred, Node<E> n) {
        pred.next = n.next;
        if (tail == n) {
            tail = pred;
        }
        n.item = null;
        count--;
    }

    public synchronized boolean isEmpty() {
        return count == 0;
    }

    public synchronized int size() {
        return count;
    }

    public synchronized boolean contains(Object o) {
        if (o == null) {
            return false;
        }
        for (Node<E> p = head.next; p != null; p = p.next) {
            if (o.equals(p.item)) {
                return true;
            }
        }
        return false;
    }

    public synchronized boolean remove(Object o) {
        if (o == null) {
            return false;
        }
        for (Node<E> pred = head, p = head.next; p != null; pred = p, p = p.next) {
            if (o.equals(p.item)) {
                unlink(pred, p);
                return true;
            }
        }
        return false;
    }

    public boolean addAll(Collection<? extends E> c) {
        if (c == this) {
            throw new IllegalArgumentException();
        }
        boolean modified = false;
        for (E e : c) {
            offer(e);
            modified = true;
        }
        return modified;
    }

    public synchronized void clear() {
        Node<E> p = head.next;
        while (p != null) {
            p.item = null;
            p = p.next;
        }
        head.next = null;
        tail = head;
        count = 0;
    }

    public synchronized Object[] toArray() {
        ArrayList<E> al = new ArrayList<E>(count);
        for (Node<E> p = head.next; p != null; p = p.next) {
            al.add(p.item);
        }
        return al.toArray();
    }

    public synchronized <T> T[] toArray(T[] a) {
        ArrayList<E> al = new ArrayList<E>(count);
        for (Node<E> p = head.next; p != null; p = p.next) {
            al.add(p.item);
        }
        return al.toArray(a);
    }

    public synchronized String toString() {
        return super.toString();
    }

    public Iterator<E> iterator() {
        return new Itr();
    }

    /** Weakly consistent: walks the links, skipping nodes whose item was removed. */
    private final class Itr implements Iterator<E> {
        private Node<E> nextNode;
        private E nextItem;
        private Node<E> lastRet;

        Itr() {
            synchronized (ConcurrentLinkedQueue.this) {
                advance(head);
            }
        }

        private void advance(Node<E> from) {
            Node<E> p = from.next;
            while (p != null && p.item == null) {
                p = p.next;
            }
            nextNode = p;
            nextItem = p == null ? null : p.item;
        }

        public boolean hasNext() {
            return nextNode != null;
        }

        public E next() {
            if (nextNode == null) {
                throw new NoSuchElementException();
            }
            E item = nextItem;
            lastRet = nextNode;
            synchronized (ConcurrentLinkedQueue.this) {
                advance(nextNode);
            }
            return item;
        }

        public void remove() {
            Node<E> l = lastRet;
            if (l == null) {
                throw new IllegalStateException();
            }
            lastRet = null;
            synchronized (ConcurrentLinkedQueue.this) {
                if (l.item == null) {
                    return;
                }
                for (Node<E> pred = head, p = head.next; p != null; pred = p, p = p.next) {
                    if (p == l) {
                        unlink(pred, p);
                        return;
                    }
                }
            }
        }
    }
}
