// Cache directory shared by worker processes
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

public class SharedCache {
    public Path prepare(Path base) throws IOException {
        Path dir = base.resolve("cache");
        Files.createDirectories(dir);
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-x---"));
        File marker = dir.resolve("ready").toFile();
        marker.createNewFile();
        marker.setWritable(true, true);
        return dir;
    }
}
