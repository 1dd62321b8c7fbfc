// A sweep reminders program of the h71 set (cwe-798-credentials).
package uk.sootandbrush.reminders;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;

import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.Transport;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;

record DueCustomer(long id, String name, String email, LocalDate lastSwept, String appliance) {}

class SweepReminderJob {

    static String env(String name) {
        return Optional.ofNullable(System.getenv(name))
                .filter(v -> !v.isBlank())
                .orElseThrow(() -> new IllegalStateException(name + " is not set"));
    }

    static String dbPassword() {
        return Optional.ofNullable(System.getenv("SWEEPS_DB_PASSWORD"))
                .filter(v -> !v.isBlank())
                .orElseThrow(() -> new IllegalStateException("SWEEPS_DB_PASSWORD is not set"));
    }

    static List<DueCustomer> dueWithin(Connection db, int days) throws SQLException {
        List<DueCustomer> due = new ArrayList<>();
        try (PreparedStatement ps = db.prepareStatement("""
                SELECT c.id, c.name, c.email, s.swept_on, s.appliance
                  FROM customer c JOIN last_sweep s ON s.customer_id = c.id
                 WHERE s.swept_on + INTERVAL '1 year' BETWEEN CURRENT_DATE AND CURRENT_DATE + ?
                   AND c.reminders_opt_in AND NOT s.reminder_sent""")) {
            ps.setInt(1, days);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    due.add(new DueCustomer(rs.getLong(1), rs.getString(2), rs.getString(3),
                            rs.getObject(4, LocalDate.class), rs.getString(5)));
                }
            }
        }
        return due;
    }

    public static void main(String[] args) throws SQLException {
        String url = Optional.ofNullable(System.getenv("SWEEPS_DB_URL"))
                .orElse("jdbc:postgresql://db.sootandbrush.internal:5432/sweeps");
        Properties mail = new Properties();
        mail.put("mail.smtp.host", env("SMTP_HOST"));
        mail.put("mail.smtp.port", "587");
        mail.put("mail.smtp.starttls.enable", "true");
        Session session = Session.getInstance(mail);

        int sent = 0;
        int failed = 0;
        try (Connection db = DriverManager.getConnection(url, "reminders", dbPassword());
             PreparedStatement mark = db.prepareStatement(
                     "UPDATE last_sweep SET reminder_sent = TRUE WHERE customer_id = ?")) {
            for (DueCustomer c : dueWithin(db, 21)) {
                try {
                    MimeMessage msg = new MimeMessage(session);
                    msg.setFrom(new InternetAddress("bookings@sootandbrush.co.uk", "Soot & Brush"));
                    msg.setRecipient(Message.RecipientType.TO, new InternetAddress(c.email()));
                    msg.setSubject("Your chimney is due its annual sweep");
                    msg.setText("""
                            Hello %s,

                            Your %s was last swept on %s, so its certificate runs out soon.
                            Reply to this email or call 01632 960 418 to book a visit.
                            """.formatted(c.name(), c.appliance(), c.lastSwept()));
                    Transport.send(msg, env("SMTP_USER"), env("SMTP_PASSWORD"));
                    mark.setLong(1, c.id());
                    mark.executeUpdate();
                    sent++;
                } catch (MessagingException | java.io.UnsupportedEncodingException e) {
                    System.err.printf("reminder to customer %d failed: %s%n", c.id(), e.getMessage());
                    failed++;
                }
            }
        }
        System.out.printf("reminders sent: %d, failed: %d%n", sent, failed);
        if (failed > 0) {
            System.exit(1);
        }
    }
}
