import java.util.*;

public class DateBasics {
    public static void main(String[] args) {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        long[] instants = {0L, 1700000000000L, -1L, 951782400000L, 253402300799000L, -2208988800000L};
        for (long t : instants) {
            Date d = new Date(t);
            System.out.println(t + " -> " + d + " year " + (d.getYear() + 1900) + " month " + d.getMonth() + " day "
                + d.getDate() + " weekday " + d.getDay() + " " + d.getHours() + ":" + d.getMinutes() + ":" + d.getSeconds()
                + " hash " + d.hashCode());
        }
        TimeZone.setDefault(TimeZone.getTimeZone("GMT+05:30"));
        System.out.println(new Date(0) + " " + TimeZone.getDefault().getID() + " " + TimeZone.getDefault().getRawOffset());
        TimeZone.setDefault(TimeZone.getTimeZone("GMT-8"));
        System.out.println(new Date(1700000000000L) + " " + TimeZone.getDefault().getID());
        TimeZone.setDefault(TimeZone.getTimeZone("No/Such_Zone"));
        System.out.println(new Date(0) + " " + TimeZone.getDefault().getID() + " " + TimeZone.getDefault().getDisplayName());
        TimeZone utc = TimeZone.getTimeZone("UTC");
        System.out.println(utc.getID() + " " + utc.getDisplayName() + " " + utc.getOffset(0L) + " " + utc.useDaylightTime()
            + " " + utc.inDaylightTime(new Date()));
        Date a = new Date(1000);
        Date b = new Date(2000);
        System.out.println(a.before(b) + " " + a.after(b) + " " + a.compareTo(b) + " " + b.compareTo(a) + " " + a.equals(new Date(1000))
            + " " + a.equals(b));
        Date c = (Date) a.clone();
        c.setTime(5000);
        System.out.println(a.getTime() + " " + c.getTime());
        List<Date> dates = new ArrayList<>(Arrays.asList(new Date(30), new Date(10), new Date(20)));
        Collections.sort(dates);
        System.out.println(dates.get(0).getTime() + " " + dates.get(2).getTime());
        long now = System.currentTimeMillis();
        Date d = new Date();
        System.out.println("now close " + (Math.abs(d.getTime() - now) < 60000));
    }
}
