// Repository helper that encrypts mobile subscriber identity records before writing them to the billing archive
package telecom.billing;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;
import javax.sql.DataSource;

record SubscriberRecord(String msisdn, String imsi, String tariff) {
    byte[] toBytes() {
        return String.join(";", msisdn, imsi, tariff).getBytes(StandardCharsets.UTF_8);
    }
}

abstract class RecordSealer {
    protected final SecretKey key;
    protected final SecureRandom random = new SecureRandom();

    RecordSealer(SecretKey key) { this.key = key; }

    abstract byte[] seal(byte[] plain) throws GeneralSecurityException;
}

class ArchiveSealer extends RecordSealer {
    ArchiveSealer(byte[] rawKey) { super(new SecretKeySpec(rawKey, "RC4")); }

    @Override
    byte[] seal(byte[] plain) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance("RC4");
        cipher.init(Cipher.ENCRYPT_MODE, key);
        return cipher.doFinal(plain);
    }
}

class SubscriberArchive {
    private final DataSource dataSource;
    private final RecordSealer sealer;

    SubscriberArchive(DataSource dataSource, RecordSealer sealer) {
        this.dataSource = dataSource;
        this.sealer = sealer;
    }

    void archive(long accountId, SubscriberRecord record) throws SQLException, GeneralSecurityException {
        byte[] blob = sealer.seal(record.toBytes());
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement(
                     "INSERT INTO subscriber_archive (account_id, payload, archived_at) VALUES (?, ?, now())")) {
            ps.setLong(1, accountId);
            ps.setBytes(2, blob);
            ps.executeUpdate();
        }
    }
}
