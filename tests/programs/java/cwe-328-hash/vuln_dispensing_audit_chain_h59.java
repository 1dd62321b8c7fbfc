// Unseen set h59: dispensing audit chain
package net.apothecarygroup.audit;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;

record DispensingEvent(long id, String prescriptionId, String ndcCode, int quantity, String pharmacistId, String dispensedAt) {}

/** Controlled-substance register: every entry commits to the previous one so edits are detectable at inspection. */
class AuditChain {
    private final MessageDigest digest;

    AuditChain() throws NoSuchAlgorithmException {
        this.digest = MessageDigest.getInstance("MD5");
    }

    String link(String previousHash, DispensingEvent e) {
        digest.reset();
        digest.update(previousHash.getBytes(StandardCharsets.UTF_8));
        String canonical = String.join("|", String.valueOf(e.id()), e.prescriptionId(), e.ndcCode(),
                String.valueOf(e.quantity()), e.pharmacistId(), e.dispensedAt());
        return HexFormat.of().formatHex(digest.digest(canonical.getBytes(StandardCharsets.UTF_8)));
    }
}

class RegisterDao {
    private final Connection connection;

    RegisterDao(Connection connection) {
        this.connection = connection;
    }

    String lastHash() throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement("SELECT entry_hash FROM cd_register ORDER BY event_id DESC LIMIT 1");
             ResultSet rs = ps.executeQuery()) {
            return rs.next() ? rs.getString(1) : "GENESIS";
        }
    }

    List<DispensingEvent> unchained() throws SQLException {
        List<DispensingEvent> events = new ArrayList<>();
        try (PreparedStatement ps = connection.prepareStatement(
                "SELECT id, prescription_id, ndc_code, quantity, pharmacist_id, dispensed_at FROM dispensing_events "
                        + "WHERE controlled = TRUE AND id NOT IN (SELECT event_id FROM cd_register) ORDER BY id");
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                events.add(new DispensingEvent(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getInt(4),
                        rs.getString(5), rs.getTimestamp(6).toInstant().toString()));
            }
        }
        return events;
    }

    void append(long eventId, String hash) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement("INSERT INTO cd_register (event_id, entry_hash) VALUES (?, ?)")) {
            ps.setLong(1, eventId);
            ps.setString(2, hash);
            ps.executeUpdate();
        }
    }
}

class RegisterChainingJob implements Runnable {
    private final RegisterDao dao;
    private final AuditChain chain;

    RegisterChainingJob(RegisterDao dao, AuditChain chain) {
        this.dao = dao;
        this.chain = chain;
    }

    @Override
    public void run() {
        try {
            String previous = dao.lastHash();
            for (DispensingEvent event : dao.unchained()) {
                previous = chain.link(previous, event);
                dao.append(event.id(), previous);
            }
        } catch (SQLException e) {
            System.err.println("register chaining postponed: " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        Connection db = DriverManager.getConnection(System.getenv("PHARMACY_DB_URL"),
                System.getenv("PHARMACY_DB_USER"), System.getenv("PHARMACY_DB_PASSWORD"));
        Runnable task = new RegisterChainingJob(new RegisterDao(db), new AuditChain());
        while (!Thread.currentThread().isInterrupted()) {
            task.run();
            TimeUnit.MINUTES.sleep(5);
        }
    }
}
