// Helper that seals tenant bank details on lease applications before they are persisted
package realty.keystone.leases;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

public final class LeaseFieldSealer {

    private static final Set<String> SENSITIVE = Set.of("bankAccount", "routingNumber", "taxId");

    private final SecretKey key;

    private LeaseFieldSealer(SecretKey key) {
        this.key = key;
    }

    public static LeaseFieldSealer fromRawKey(byte[] raw) {
        return new LeaseFieldSealer(new SecretKeySpec(raw, "DES"));
    }

    private byte[] encrypt(byte[] plain) {
        try {
            Cipher cipher = Cipher.getInstance("DES/ECB/PKCS5Padding");
            cipher.init(Cipher.ENCRYPT_MODE, key);
            return cipher.doFinal(plain);
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
