// Unseen set h59: patron identity vault
package org.citylibrary.patrons;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Properties;

record PatronRegistration(String cardNumber, String fullName, String branchCode, String nationalId) {}

/** Seals identity document numbers collected at the self-service kiosks before they are stored. */
class PatronIdentityVault {
    private static final String TRANSFORMATION = "AES/GCM/NoPadding";
    private final SecretKey key;

    PatronIdentityVault(byte[] rawKey) {
        if (rawKey.length != 32) {
            throw new IllegalArgumentException("vault key must be 256 bits");
        }
        this.key = new SecretKeySpec(rawKey, "AES");
    }

    String seal(String plaintext) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance(TRANSFORMATION);
        cipher.init(Cipher.ENCRYPT_MODE, key); // provider draws a fresh random 96-bit nonce per call
        byte[] iv = cipher.getIV();
        byte[] sealed = cipher.doFinal(plaintext.getBytes(StandardCharsets.UTF_8));
        return Base64.getEncoder().encodeToString(ByteBuffer.allocate(iv.length + sealed.length).put(iv).put(sealed).array());
    }
}

class PatronRepository {
    private final Connection connection;

    PatronRepository(Connection connection) {
        this.connection = connection;
    }

    void insert(String cardNumber, String fullName, String branchCode, String sealedNationalId) throws Exception {
        try (PreparedStatement ps = connection.prepareStatement(
                "INSERT INTO patrons (card_number, full_name, home_branch, national_id_sealed) VALUES (?, ?, ?, ?)")) {
            ps.setString(1, cardNumber);
            ps.setString(2, fullName);
            ps.setString(3, branchCode);
            ps.setString(4, sealedNationalId);
            ps.executeUpdate();
        }
    }
}

class PatronEnrolmentService {
    private final PatronIdentityVault vault;
    private final PatronRepository repository;

    PatronEnrolmentService(PatronIdentityVault vault, PatronRepository repository) {
        this.vault = vault;
        this.repository = repository;
    }

    void enrol(PatronRegistration reg) throws Exception {
        repository.insert(reg.cardNumber(), reg.fullName(), reg.branchCode(), vault.seal(reg.nationalId()));
    }
}

class KioskRegistrationConsumer {
    public static void main(String[] args) throws Exception {
        Properties props = new Properties();
        props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, System.getenv("KAFKA_BOOTSTRAP"));
        props.put(ConsumerConfig.GROUP_ID_CONFIG, "patron-enrolment");
        props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());

        byte[] key = Base64.getDecoder().decode(System.getenv("PATRON_VAULT_KEY"));
        ObjectMapper mapper = new ObjectMapper();
        try (Connection db = DriverManager.getConnection(System.getenv("PATRON_DB_URL"),
                System.getenv("PATRON_DB_USER"), System.getenv("PATRON_DB_PASSWORD"));
             KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props)) {
            PatronEnrolmentService service = new PatronEnrolmentService(new PatronIdentityVault(key), new PatronRepository(db));
            consumer.subscribe(List.of("kiosk.registrations"));
            while (true) {
                for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofSeconds(1))) {
                    service.enrol(mapper.readValue(record.value(), PatronRegistration.class));
                }
            }
        }
    }
}
