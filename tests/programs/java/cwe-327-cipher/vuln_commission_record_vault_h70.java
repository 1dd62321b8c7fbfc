// A commission record vault program of the h70 set (cwe-327-cipher).
package uk.hallmarkguild.workshop.archive;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.GeneralSecurityException;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Properties;
import java.util.function.Function;
import java.util.stream.StreamSupport;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;

class CommissionRecordVault {

    record Customer(String name, String email, String postalAddress) {}

    record Commission(String ref, Customer customer, String piece, String metal, double ringSize, String engraving) {}

    record SealedRecord(String ref, String piece, String metal, String sealedCustomer, String sealedEngraving) {}

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path ARCHIVE = Path.of("/var/lib/hallmarkguild/commissions.jsonl");

    private final Function<String, String> seal;

    CommissionRecordVault(byte[] key) {
        SecretKeySpec spec = new SecretKeySpec(key, 0, 8, "DES");
        this.seal = plain -> {
            try {
                Cipher cipher = Cipher.getInstance("DES/ECB/PKCS5Padding");
                cipher.init(Cipher.ENCRYPT_MODE, spec);
                byte[] out = cipher.doFinal(plain.getBytes(StandardCharsets.UTF_8));
                return Base64.getEncoder().encodeToString(out);
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException("sealing failed", e);
            }
        };
    }

    SealedRecord sealed(Commission c) {
        Customer who = c.customer();
        String customerBlob = String.join("\u001f", who.name(), who.email(), who.postalAddress());
        return new SealedRecord(c.ref(), c.piece(), c.metal(), seal.apply(customerBlob), seal.apply(c.engraving()));
    }

    void archive(List<Commission> batch) throws Exception {
        StringBuilder lines = new StringBuilder();
        for (SealedRecord r : batch.stream().map(this::sealed).toList()) {
            lines.append(JSON.writeValueAsString(r)).append('\n');
        }
        Files.writeString(ARCHIVE, lines, StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    public static void main(String[] args) throws Exception {
        byte[] key = Base64.getDecoder().decode(System.getenv("COMMISSION_ARCHIVE_KEY"));
        CommissionRecordVault vault = new CommissionRecordVault(key);

        Properties props = new Properties();
        props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, System.getenv().getOrDefault("KAFKA_BOOTSTRAP", "kafka-1.hallmarkguild.internal:9092"));
        props.put(ConsumerConfig.GROUP_ID_CONFIG, "commission-archiver");
        props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");

        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props)) {
            consumer.subscribe(List.of("shop.commissions.confirmed"));
            while (true) {
                var records = consumer.poll(Duration.ofSeconds(2));
                if (records.isEmpty()) {
                    continue;
                }
                List<Commission> batch = StreamSupport.stream(records.spliterator(), false)
                        .map(ConsumerRecord::value)
                        .map(v -> {
                            try {
                                return JSON.readValue(v, Commission.class);
                            } catch (Exception e) {
                                throw new IllegalArgumentException("unreadable commission", e);
                            }
                        })
                        .toList();
                vault.archive(batch);
                consumer.commitSync();
            }
        }
    }
}
