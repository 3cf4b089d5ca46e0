import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;

/** Natives entered through reflection (the VM's call_java) while collections run: their
 *  reference arguments must follow the objects the collector moves. */
public class ReflectNatives {
    public static void main(String[] args) throws Exception {
        Method newArray = Array.class.getMethod("newInstance", Class.class, int.class);
        Method getClass = Object.class.getMethod("getClass");
        Method intern = String.class.getMethod("intern");
        Method hash = System.class.getMethod("identityHashCode", Object.class);
        Method arraycopy = System.class.getMethod("arraycopy", Object.class, int.class, Object.class, int.class, int.class);
        List<Object> keep = new ArrayList<>();
        long sum = 0;
        for (int i = 0; i < 3000; i++) {
            int[] garbage = new int[64 + (i % 50)];       // churn: collections move things
            garbage[0] = i;
            StringBuilder sb = new StringBuilder("s").append(i % 97);
            String s = sb.toString();
            Object[] arr = (Object[]) newArray.invoke(null, String.class, 4 + i % 3);
            arr[0] = s;
            sum += arr.length + ((Class<?>) getClass.invoke(arr)).getName().length();
            String in = (String) intern.invoke(s);
            if (!in.equals(s) || in != s.intern()) throw new AssertionError("intern " + i);
            Object o = new Object();
            int h1 = (Integer) hash.invoke(null, o);
            if (h1 != System.identityHashCode(o)) throw new AssertionError("hash " + i);
            int[] src = {i, i + 1, i + 2, garbage[0]};
            int[] dst = new int[4];
            arraycopy.invoke(null, src, 0, dst, 0, 4);
            sum += dst[0] + dst[3];
            if (i % 10 == 0) keep.add(arr);
        }
        System.out.println("sum " + sum + ", kept " + keep.size() + ", first " + ((Object[]) keep.get(0))[0]);
    }
}
