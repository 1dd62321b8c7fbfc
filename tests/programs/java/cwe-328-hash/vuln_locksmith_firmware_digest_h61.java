// A locksmith firmware digest program of the h61 set (cwe-328-hash).
package com.keyworks.smartlocks;

import com.fasterxml.jackson.databind.ObjectMapper;
import software.amazon.awssdk.core.sync.ResponseTransformer;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.GetObjectRequest;

import java.io.IOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;

/** Technicians roll out vendor firmware to customers' smart locks; images and manifests are mirrored in our bucket. */
record FirmwareManifest(String model, String version, String digestHex) {}

enum LockModel {
    BOLTLINE_S2("boltline-s2"),
    BOLTLINE_S3("boltline-s3"),
    KEYPAD_K7("keypad-k7");

    final String slug;

    LockModel(String slug) {
        this.slug = slug;
    }
}

interface DigestVerifier {
    boolean matches(byte[] image, String expectedHex) throws NoSuchAlgorithmException;
}

final class ManifestDigestVerifier implements DigestVerifier {
    private static final String ALGORITHM = "MD5";

    @Override
    public boolean matches(byte[] image, String expectedHex) throws NoSuchAlgorithmException {
        byte[] actual = MessageDigest.getInstance(ALGORITHM).digest(image);
        return MessageDigest.isEqual(actual, HexFormat.of().parseHex(expectedHex));
    }
}

final class FirmwareMirror {
    private final S3Client s3;
    private final String bucket;
    private final ObjectMapper mapper = new ObjectMapper();

    FirmwareMirror(S3Client s3, String bucket) {
        this.s3 = s3;
        this.bucket = bucket;
    }

    byte[] image(LockModel model) {
        return s3.getObject(request("firmware/" + model.slug + "/current.bin"), ResponseTransformer.toBytes()).asByteArray();
    }

    FirmwareManifest manifest(LockModel model) throws IOException {
        byte[] json = s3.getObject(request("firmware/" + model.slug + "/manifest.json"), ResponseTransformer.toBytes()).asByteArray();
        return mapper.readValue(json, FirmwareManifest.class);
    }

    private GetObjectRequest request(String key) {
        return GetObjectRequest.builder().bucket(bucket).key(key).build();
    }
}

interface LockGateway {
    void push(String lockId, String version, byte[] image);
}

final class FirmwareRollout {
    private final FirmwareMirror mirror;
    private final DigestVerifier verifier;
    private final LockGateway gateway;

    FirmwareRollout(FirmwareMirror mirror, DigestVerifier verifier, LockGateway gateway) {
        this.mirror = mirror;
        this.verifier = verifier;
        this.gateway = gateway;
    }

    void rollout(LockModel model, List<String> lockIds) throws IOException, NoSuchAlgorithmException {
        FirmwareManifest manifest = mirror.manifest(model);
        byte[] image = mirror.image(model);
        if (!verifier.matches(image, manifest.digestHex())) {
            throw new IllegalStateException("firmware image for " + model + " does not match its manifest");
        }
        for (String lockId : lockIds) {
            gateway.push(lockId, manifest.version(), image);
        }
    }

    public static void main(String[] args) throws Exception {
        FirmwareRollout rollout = new FirmwareRollout(new FirmwareMirror(S3Client.create(), System.getenv("FIRMWARE_BUCKET")),
                new ManifestDigestVerifier(),
                (lock, version, image) -> System.out.println("queued " + version + " (" + image.length + " bytes) for " + lock));
        rollout.rollout(LockModel.valueOf(args[0]), Arrays.asList(args).subList(1, args.length));
    }
}
