// A pottery kiln zip program of the h61 set (cwe-022-path).
package com.claywheel.kilnlogs;

import com.google.cloud.functions.BackgroundFunction;
import com.google.cloud.functions.Context;
import com.google.cloud.storage.Blob;
import com.google.cloud.storage.BlobId;
import com.google.cloud.storage.Storage;
import com.google.cloud.storage.StorageOptions;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Logger;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/** Studio members upload zipped kiln-controller exports to a bucket; this function unpacks them for the firing dashboard. */
class GcsEvent {
    String bucket;
    String name;
    String contentType;
}

interface ArchiveUnpacker {
    List<Path> unpack(InputStream archive, Path destination) throws IOException;
}

final class ZipUnpacker implements ArchiveUnpacker {
    private static final long MAX_ENTRY_BYTES = 20L * 1024 * 1024;

    @Override
    public List<Path> unpack(InputStream archive, Path destination) throws IOException {
        Path base = destination.toAbsolutePath().normalize();
        List<Path> written = new ArrayList<>();
        try (ZipInputStream zip = new ZipInputStream(archive)) {
            ZipEntry entry;
            while ((entry = zip.getNextEntry()) != null) {
                if (entry.isDirectory()) {
                    continue;
                }
                Path target = base.resolve(entry.getName());
                Files.createDirectories(target.getParent());
                try (OutputStream out = Files.newOutputStream(target)) {
                    copyLimited(zip, out);
                }
                written.add(target);
            }
        }
        return written;
    }

    private static void copyLimited(InputStream in, OutputStream out) throws IOException {
        byte[] buffer = new byte[8192];
        long total = 0;
        int read;
        while ((read = in.read(buffer)) != -1) {
            total += read;
            if (total > MAX_ENTRY_BYTES) {
                throw new IOException("kiln export entry too large");
            }
            out.write(buffer, 0, read);
        }
    }
}

final class FiringLogIndex {
    void register(String member, List<Path> files) {
        files.stream()
                .filter(p -> p.getFileName().toString().endsWith(".csv"))
                .forEach(p -> System.out.println("firing log for " + member + ": " + p));
    }
}

class KilnLogImportFunction implements BackgroundFunction<GcsEvent> {
    private static final Logger LOG = Logger.getLogger(KilnLogImportFunction.class.getName());

    private final Storage storage;
    private final ArchiveUnpacker unpacker;
    private final FiringLogIndex index;

    KilnLogImportFunction() {
        this(StorageOptions.getDefaultInstance().getService(), new ZipUnpacker(), new FiringLogIndex());
    }

    KilnLogImportFunction(Storage storage, ArchiveUnpacker unpacker, FiringLogIndex index) {
        this.storage = storage;
        this.unpacker = unpacker;
        this.index = index;
    }

    @Override
    public void accept(GcsEvent event, Context context) throws IOException {
        if (event.name == null || !event.name.endsWith(".zip")) {
            LOG.info("ignoring non-archive upload " + event.name);
            return;
        }
        Blob blob = storage.get(BlobId.of(event.bucket, event.name));
        if (blob == null) {
            LOG.warning("upload vanished before processing: " + event.name);
            return;
        }
        // uploads are stored as <member>/<export>.zip
        String member = event.name.contains("/") ? event.name.substring(0, event.name.indexOf('/')) : "unknown";
        Path destination = Files.createTempDirectory("kiln-" + context.eventId());
        List<Path> files = unpacker.unpack(new ByteArrayInputStream(blob.getContent()), destination);
        index.register(member, files);
        LOG.info("unpacked " + files.size() + " files from " + event.name);
    }
}
