// java.util.Stack: LIFO stack over Vector.
package java.util;

/** A last-in-first-out stack. pop/peek on an empty stack throw EmptyStackException. */
public class Stack<E> extends Vector<E> {
    public Stack() {}

    public E push(E item) {
        addElement(item);
        return item;
    }

    public E pop() {
        E obj = peek();
        removeElementAt(size() - 1);
        return obj;
    }

    public E peek() {
        int len = size();
        if (len == 0) throw new EmptyStackException();
        return elementAt(len - 1);
    }

    public boolean empty() {
        return size() == 0;
    }

    /** 1-based distance from the top of the stack, or -1. */
    public int search(Object o) {
        int i = lastIndexOf(o);
        if (i >= 0) return size() - i;
        return -1;
    }
}
