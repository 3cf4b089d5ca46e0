// java.lang.StackTraceElement: one frame of a stack trace, printed like JDK 17.
package java.lang;

/**
 * A stack frame: class, method, file and line. toString gives JDK 17's form:
 * "[loader/][module[@version]/]pkg.Class.method(File.java:12)", "(Unknown Source)" without a
 * file, "(File.java)" without a line, "(Native Method)" for line -2. The built-in loader names
 * ("app", "platform") and the versions of JDK modules are left out, as the JDK does.
 */
public final class StackTraceElement implements java.io.Serializable {
    private final String classLoaderName;
    private final String moduleName;
    private final String moduleVersion;
    private final String declaringClass;
    private final String methodName;
    private final String fileName;
    private final int lineNumber;

    public StackTraceElement(String declaringClass, String methodName, String fileName, int lineNumber) {
        this(null, null, null, declaringClass, methodName, fileName, lineNumber);
    }

    public StackTraceElement(String classLoaderName, String moduleName, String moduleVersion,
                             String declaringClass, String methodName, String fileName, int lineNumber) {
        if (declaringClass == null) {
            throw new NullPointerException("Declaring class is null");
        }
        if (methodName == null) {
            throw new NullPointerException("Method name is null");
        }
        this.classLoaderName = classLoaderName;
        this.moduleName = moduleName;
        this.moduleVersion = moduleVersion;
        this.declaringClass = declaringClass;
        this.methodName = methodName;
        this.fileName = fileName;
        this.lineNumber = lineNumber;
    }

    public String getFileName() {
        return fileName;
    }

    public int getLineNumber() {
        return lineNumber;
    }

    public String getModuleName() {
        return moduleName;
    }

    public String getModuleVersion() {
        return moduleVersion;
    }

    public String getClassLoaderName() {
        return classLoaderName;
    }

    public String getClassName() {
        return declaringClass;
    }

    public String getMethodName() {
        return methodName;
    }

    public boolean isNativeMethod() {
        return lineNumber == -2;
    }

    public String toString() {
        StringBuilder sb = new StringBuilder(64);
        if (classLoaderName != null && !classLoaderName.isEmpty()
                && !classLoaderName.equals("app") && !classLoaderName.equals("platform")) {
            sb.append(classLoaderName).append('/');
        }
        if (moduleName != null && !moduleName.isEmpty()) {
            sb.append(moduleName);
            boolean jdkModule = moduleName.startsWith("java.") || moduleName.startsWith("jdk.");
            if (moduleVersion != null && !moduleVersion.isEmpty() && !jdkModule) {
                sb.append('@').append(moduleVersion);
            }
            sb.append('/');
        }
        sb.append(declaringClass).append('.').append(methodName).append('(');
        if (isNativeMethod()) {
            sb.append("Native Method");
        } else if (fileName == null) {
            sb.append("Unknown Source");
        } else {
            sb.append(fileName);
            if (lineNumber >= 0) {
                sb.append(':').append(lineNumber);
            }
        }
        return sb.append(')').toString();
    }

    public boolean equals(Object obj) {
        if (obj == this) {
            return true;
        }
        if (!(obj instanceof StackTraceElement)) {
            return false;
        }
        StackTraceElement e = (StackTraceElement) obj;
        return e.lineNumber == lineNumber && e.declaringClass.equals(declaringClass)
                && e.methodName.equals(methodName) && same(e.fileName, fileName)
                && same(e.moduleName, moduleName) && same(e.moduleVersion, moduleVersion)
                && same(e.classLoaderName, classLoaderName);
    }

    private static boolean same(String a, String b) {
        return a == null ? b == null : a.equals(b);
    }

    public int hashCode() {
        int result = 31 * declaringClass.hashCode() + methodName.hashCode();
        result = 31 * result + (classLoaderName == null ? 0 : classLoaderName.hashCode());
        result = 31 * result + (moduleName == null ? 0 : moduleName.hashCode());
        result = 31 * result + (moduleVersion == null ? 0 : moduleVersion.hashCode());
        result = 31 * result + (fileName == null ? 0 : fileName.hashCode());
        return 31 * result + lineNumber;
    }
}
