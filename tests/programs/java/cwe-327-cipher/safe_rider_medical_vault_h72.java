// A rider medical vault program of the h72 set (cwe-327-cipher).
package com.redmesarodeo.archive;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.List;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

public class RiderMedicalVault {

    record RiderForm(String riderId, String event, String bloodType, String allergies, String emergencyContact) {}

    interface Sealer {
        byte[] seal(byte[] plain) throws GeneralSecurityException;
    }

    static final class AesSealer implements Sealer {
        private final SecretKey key;
        private final SecureRandom random = new SecureRandom();

        AesSealer(SecretKey key) {
            this.key = key;
        }

        @Override
        public byte[] seal(byte[] plain) throws GeneralSecurityException {
            byte[] iv = new byte[12];
            random.nextBytes(iv);
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
            byte[] body = cipher.doFinal(plain);
            return ByteBuffer.allocate(iv.length + body.length).put(iv).put(body).array();
        }
    }

    // generic archive: subclasses decide how a record is flattened, the base seals and appends it
    abstract static class SealedArchive<T> {
        private final Sealer sealer;
        private final Path file;

        SealedArchive(Sealer sealer, Path file) {
            this.sealer = sealer;
            this.file = file;
        }

        protected abstract String flatten(T record);

        void append(T record) throws IOException, GeneralSecurityException {
            byte[] sealed = sealer.seal(flatten(record).getBytes(StandardCharsets.UTF_8));
            String line = Base64.getEncoder().encodeToString(sealed) + System.lineSeparator();
            Files.writeString(file, line, StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        }
    }

    static final class RiderFormArchive extends SealedArchive<RiderForm> {
        RiderFormArchive(Sealer sealer, Path file) {
            super(sealer, file);
        }

        @Override
        protected String flatten(RiderForm f) {
            return String.join("|", f.riderId(), f.event(), f.bloodType(), f.allergies(), f.emergencyContact());
        }
    }

    static SecretKey loadKey() {
        String encoded = System.getenv("RODEO_ARCHIVE_KEY");
        if (encoded == null) {
            throw new IllegalStateException("RODEO_ARCHIVE_KEY is not set");
        }
        byte[] raw = Base64.getDecoder().decode(encoded);
        if (raw.length != 32) {
            throw new IllegalStateException("archive key must be 256 bits");
        }
        return new SecretKeySpec(raw, "AES");
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 2) {
            System.err.println("usage: rider-vault <forms.csv> <archive.dat>");
            System.exit(2);
        }
        SealedArchive<RiderForm> archive = new RiderFormArchive(new AesSealer(loadKey()), Path.of(args[1]));
        List<String> lines = Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8);
        int sealed = 0;
        for (String line : lines.subList(1, lines.size())) {
            String[] c = line.split(",", -1);
            if (c.length < 5) {
                continue;
            }
            archive.append(new RiderForm(c[0], c[1], c[2], c[3], c[4]));
            sealed++;
        }
        System.out.printf("sealed %d rider forms into %s%n", sealed, args[1]);
    }
}
