// A optician prescription vault program of the h61 set (cwe-327-cipher).
package com.clearview.records;

import com.fasterxml.jackson.databind.ObjectMapper;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import javax.sql.DataSource;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Base64;
import java.util.Optional;

/** Prescriptions are stored encrypted in the practice database; the data key is provided by the host's secret store. */
record Prescription(String patientRef, double sphereRight, double sphereLeft, double cylinderRight,
                    double cylinderLeft, int axisRight, int axisLeft, double pupillaryDistance) {}

interface FieldCipher {
    byte[] seal(byte[] plain) throws GeneralSecurityException;

    byte[] open(byte[] sealed) throws GeneralSecurityException;
}

final class AesFieldCipher implements FieldCipher {
    private static final String TRANSFORMATION = "AES/GCM/NoPadding";
    private final SecretKey key;

    AesFieldCipher(SecretKey key) {
        this.key = key;
    }

    @Override
    public byte[] seal(byte[] plain) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance(TRANSFORMATION);
        cipher.init(Cipher.ENCRYPT_MODE, key); // the provider draws a fresh random 12-byte IV
        byte[] iv = cipher.getIV();
        byte[] body = cipher.doFinal(plain);
        return ByteBuffer.allocate(iv.length + body.length).put(iv).put(body).array();
    }

    @Override
    public byte[] open(byte[] sealed) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance(TRANSFORMATION);
        cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(128, sealed, 0, 12));
        return cipher.doFinal(sealed, 12, sealed.length - 12);
    }

    static AesFieldCipher fromEnvironment() {
        byte[] raw = Base64.getDecoder().decode(System.getenv("RX_DATA_KEY"));
        return new AesFieldCipher(new SecretKeySpec(raw, "AES"));
    }
}

final class PrescriptionVault {
    private final DataSource dataSource;
    private final FieldCipher cipher;
    private final ObjectMapper mapper = new ObjectMapper();

    PrescriptionVault(DataSource dataSource, FieldCipher cipher) {
        this.dataSource = dataSource;
        this.cipher = cipher;
    }

    void store(Prescription rx) throws SQLException, IOException, GeneralSecurityException {
        byte[] sealed = cipher.seal(mapper.writeValueAsBytes(rx));
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement(
                     "INSERT INTO prescriptions (patient_ref, payload, issued_at) VALUES (?, ?, now())")) {
            ps.setString(1, rx.patientRef());
            ps.setBytes(2, sealed);
            ps.executeUpdate();
        }
    }

    Optional<Prescription> latest(String patientRef) throws SQLException, IOException, GeneralSecurityException {
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement(
                     "SELECT payload FROM prescriptions WHERE patient_ref = ? ORDER BY issued_at DESC LIMIT 1")) {
            ps.setString(1, patientRef);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                return Optional.of(mapper.readValue(cipher.open(rs.getBytes(1)), Prescription.class));
            }
        }
    }
}
