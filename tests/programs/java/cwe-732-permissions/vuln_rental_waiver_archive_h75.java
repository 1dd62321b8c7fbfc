// A snowshoe rental signed waiver archive program of the h75 set (cwe-732-permissions).
package com.drifttrail.waivers;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

final class WaiverArchiver {

    private static final Logger LOG = LoggerFactory.getLogger(WaiverArchiver.class);
    private static final Path INBOX = Paths.get(System.getenv().getOrDefault("WAIVER_INBOX", "/var/spool/drifttrail/waivers"));
    private static final Path ARCHIVE = Paths.get(System.getenv().getOrDefault("WAIVER_ARCHIVE", "/srv/drifttrail/waiver-archive"));
    private static final Pattern WAIVER_NAME = Pattern.compile("waiver-(R[0-9]{6})-([0-9]{8})\\.pdf");
    private static final Set<PosixFilePermission> DIR_PERMS = PosixFilePermissions.fromString("rwxrwxrwx");
    private static final Set<PosixFilePermission> FILE_PERMS = PosixFilePermissions.fromString("rw-rw-rw-");

    static final class ArchiveException extends Exception {
        ArchiveException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private static Path ensureDirectory(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            Files.createDirectories(dir);
        }
        Files.setPosixFilePermissions(dir, DIR_PERMS);
        return dir;
    }

    static Path archiveOne(Path incoming) throws ArchiveException {
        String name = incoming.getFileName().toString();
        Matcher matcher = WAIVER_NAME.matcher(name);
        if (!matcher.matches()) {
            throw new ArchiveException("unexpected file name " + name, null);
        }
        try {
            Path monthDir = ensureDirectory(ARCHIVE.resolve(matcher.group(2).substring(0, 6)));
            Path target = monthDir.resolve(name);
            if (Files.exists(target)) {
                throw new ArchiveException("waiver for rental " + matcher.group(1) + " already archived", null);
            }
            Files.setPosixFilePermissions(incoming, FILE_PERMS);
            try {
                Files.move(incoming, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                LOG.debug("archive on another filesystem, copying {}", name);
                Files.copy(incoming, target, StandardCopyOption.COPY_ATTRIBUTES);
                Files.delete(incoming);
            }
            Files.setPosixFilePermissions(target, FILE_PERMS);
            return target;
        } catch (IOException e) {
            throw new ArchiveException("could not archive " + name, e);
        }
    }

    public static void main(String[] args) {
        int archived = 0;
        int failed = 0;
        try {
            ensureDirectory(ARCHIVE);
        } catch (IOException e) {
            LOG.error("archive root {} unusable", ARCHIVE, e);
            System.exit(74);
        }
        try (DirectoryStream<Path> waivers = Files.newDirectoryStream(INBOX, "*.pdf")) {
            for (Path waiver : waivers) {
                if (!Files.isRegularFile(waiver)) {
                    continue;
                }
                try {
                    Path stored = archiveOne(waiver);
                    archived++;
                    LOG.info("archived {}", stored);
                } catch (ArchiveException e) {
                    failed++;
                    LOG.warn("{}", e.getMessage(), e.getCause());
                }
            }
        } catch (IOException e) {
            LOG.error("cannot read waiver inbox {}", INBOX, e);
            System.exit(74);
        }
        LOG.info("waiver run finished: {} archived, {} failed", archived, failed);
        System.exit(failed == 0 ? 0 : 1);
    }
}
