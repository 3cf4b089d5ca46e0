// java.lang.SecurityManager: the deprecated access-control hook; jvmlab never installs one.
package java.lang;

/**
 * JDK 17 deprecates the Security Manager for removal; a program started without
 * -Djava.security.manager has none, so System.getSecurityManager() is null. jvmlab keeps the
 * class so that programs testing for one link; its checks allow everything.
 */
@Deprecated
public class SecurityManager {
    public SecurityManager() {
    }

    public Object getSecurityContext() {
        return null;
    }

    public ThreadGroup getThreadGroup() {
        return Thread.currentThread().getThreadGroup();
    }

    public void checkExit(int status) {
    }

    public void checkRead(String file) {
    }

    public void checkWrite(String file) {
    }

    public void checkPropertyAccess(String key) {
    }

    public void checkPropertiesAccess() {
    }

    public void checkCreateClassLoader() {
    }

    public void checkAccess(Thread t) {
    }

    public void checkAccess(ThreadGroup g) {
    }

    public void checkPackageAccess(String pkg) {
    }
}
