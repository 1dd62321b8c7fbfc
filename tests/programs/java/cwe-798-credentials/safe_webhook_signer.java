// Component that signs outgoing webhook payloads with HMAC so subscribers can verify them
package com.acme.events.webhooks;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.HexFormat;
import java.util.Map;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

public final class WebhookSigner {

    private static final String ALGORITHM = "HmacSHA256";

    static final class SignerSettings {
        final String keyId;
        final String secret;

        SignerSettings(String keyId, String secret) {
            this.keyId = keyId;
            this.secret = secret;
        }
    }

    private static SignerSettings loadSettings(Map<String, String> env) {
        String keyId = env.getOrDefault("WEBHOOK_KEY_ID", "primary");
        String secret = env.get("WEBHOOK_SIGNING_SECRET");
        if (secret == null || secret.length() < 32) {
            throw new IllegalStateException("WEBHOOK_SIGNING_SECRET must be set (at least 32 chars)");
        }
        return new SignerSettings(keyId, secret);
    }

    private final SignerSettings settings;

    public WebhookSigner() {
        this.settings = loadSettings(System.getenv());
    }

    public Map<String, String> signatureHeaders(String body, long timestamp) throws GeneralSecurityException {
        Mac mac = Mac.getInstance(ALGORITHM);
        mac.init(new SecretKeySpec(settings.secret.getBytes(StandardCharsets.UTF_8), ALGORITHM));
        mac.update(Long.toString(timestamp).getBytes(StandardCharsets.UTF_8));
        mac.update((byte) '.');
        byte[] sig = mac.doFinal(body.getBytes(StandardCharsets.UTF_8));
        return Map.of(
                "X-Acme-Key-Id", settings.keyId,
                "X-Acme-Timestamp", Long.toString(timestamp),
                "X-Acme-Signature", "v1=" + HexFormat.of().formatHex(sig));
    }
}
