// A beekeeper hive location record encryption program of the h75 set (cwe-327-cipher).
package com.combandcrown.apiary;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

final class HiveRecordCipher {

    private static final String TRANSFORMATION = "DES/ECB/PKCS5Padding";
    private static final int KEY_BYTES = 8;

    private final SecretKeySpec key;

    static final class RecordCryptoException extends Exception {
        RecordCryptoException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    HiveRecordCipher(byte[] rawKey) throws RecordCryptoException {
        if (rawKey == null || rawKey.length != KEY_BYTES) {
            throw new RecordCryptoException("hive record key must be " + KEY_BYTES + " bytes", null);
        }
        this.key = new SecretKeySpec(rawKey, "DES");
    }

    static HiveRecordCipher fromEnvironment() throws RecordCryptoException {
        String encoded = System.getenv("HIVE_RECORD_KEY");
        if (encoded == null || encoded.isBlank()) {
            throw new RecordCryptoException("HIVE_RECORD_KEY is not set", null);
        }
        try {
            return new HiveRecordCipher(Base64.getDecoder().decode(encoded.strip()));
        } catch (IllegalArgumentException e) {
            throw new RecordCryptoException("HIVE_RECORD_KEY is not valid base64", e);
        }
    }

    String seal(String plaintext) throws RecordCryptoException {
        try {
            Cipher cipher = Cipher.getInstance(TRANSFORMATION);
            cipher.init(Cipher.ENCRYPT_MODE, key);
            return Base64.getEncoder().encodeToString(cipher.doFinal(plaintext.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new RecordCryptoException("could not seal hive record", e);
        }
    }

    String open(String token) throws RecordCryptoException {
        byte[] data;
        try {
            data = Base64.getDecoder().decode(token);
        } catch (IllegalArgumentException e) {
            throw new RecordCryptoException("stored hive record is not base64", e);
        }
        if (data.length == 0 || data.length % 8 != 0) {
            throw new RecordCryptoException("stored hive record is truncated", null);
        }
        try {
            Cipher cipher = Cipher.getInstance(TRANSFORMATION);
            cipher.init(Cipher.DECRYPT_MODE, key);
            return new String(cipher.doFinal(data), StandardCharsets.UTF_8);
        } catch (BadPaddingException e) {
            throw new RecordCryptoException("hive record was altered or the key changed", e);
        } catch (GeneralSecurityException e) {
            throw new RecordCryptoException("could not open hive record", e);
        }
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: hive-seal <locations.csv> <sealed.txt>");
            System.exit(64);
        }
        HiveRecordCipher cipher;
        try {
            cipher = fromEnvironment();
        } catch (RecordCryptoException e) {
            System.err.println("cannot start: " + e.getMessage());
            System.exit(78);
            return;
        }
        List<String> output = new ArrayList<>();
        int skipped = 0;
        for (String line : Files.readAllLines(Paths.get(args[0]), StandardCharsets.UTF_8)) {
            String[] cols = line.split(",", 2);
            if (cols.length != 2 || cols[0].isBlank()) {
                skipped++;
                continue;
            }
            try {
                output.add(cols[0].strip() + "," + cipher.seal(cols[1].strip()));
            } catch (RecordCryptoException e) {
                System.err.println("hive " + cols[0] + " not sealed: " + e.getMessage());
                skipped++;
            }
        }
        Path target = Paths.get(args[1]);
        Files.write(target, output, StandardCharsets.UTF_8);
        System.out.printf("sealed %d hive locations into %s, skipped %d%n", output.size(), target, skipped);
    }
}
