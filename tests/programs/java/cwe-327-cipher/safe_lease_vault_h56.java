// Helper that seals tenant bank details on lease applications before they are persisted
package realty.keystone.leases;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

public final class LeaseFieldSealer {

    private static final Set<String> SENSITIVE = Set.of("bankAccount", "routingNumber", "taxId");
    private static final SecureRandom RANDOM = new SecureRandom();

    private final SecretKey key;

    private LeaseFieldSealer(SecretKey key) {
        this.key = key;
    }

    public static LeaseFieldSealer fromRawKey(byte[] raw) {
        return new LeaseFieldSealer(new SecretKeySpec(raw, "AES"));
    }

    private byte[] encrypt(byte[] plain) {
        try {
            byte[] iv = new byte[12];
            RANDOM.nextBytes(iv);
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
            byte[] sealed = cipher.doFinal(plain);
            return ByteBuffer.allocate(iv.length + sealed.length).put(iv).put(sealed).array();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("sealing failed", e);
        }
    }

    private final Function<String, String> seal = ((Function<String, byte[]>) s -> s.getBytes(StandardCharsets.UTF_8))
            .andThen(this::encrypt)
            .andThen(Base64.getEncoder()::encodeToString);

    public Map<String, String> sealApplication(Map<String, String> fields) {
        UnaryOperator<Map.Entry<String, String>> maybeSeal = e -> SENSITIVE.contains(e.getKey())
                ? Map.entry(e.getKey(), "enc:" + seal.apply(e.getValue()))
                : e;
        return fields.entrySet().stream()
                .map(maybeSeal)
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
    }
}
