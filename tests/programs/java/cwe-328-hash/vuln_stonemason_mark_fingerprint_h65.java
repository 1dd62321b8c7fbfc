// A stonemason mark fingerprint program of the h65 set (cwe-328-hash).
package com.masonsyard.marks;

import com.microsoft.azure.functions.ExecutionContext;
import com.microsoft.azure.functions.HttpMethod;
import com.microsoft.azure.functions.HttpRequestMessage;
import com.microsoft.azure.functions.HttpResponseMessage;
import com.microsoft.azure.functions.HttpStatus;
import com.microsoft.azure.functions.annotation.AuthorizationLevel;
import com.microsoft.azure.functions.annotation.BindingName;
import com.microsoft.azure.functions.annotation.FunctionName;
import com.microsoft.azure.functions.annotation.HttpTrigger;

import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Optional;

/**
 * Banker marks: each mason registers the drawing of their personal mason's mark
 * (SVG). The registry stores a digest of the normalised drawing so that a second
 * mason cannot register the same mark, and so that certificates issued for a mark
 * can be checked against the drawing later.
 */
public class RegisterMasonMarkFunction {

    private final MarkRegistry registry = MarkRegistry.fromEnvironment();

    @FunctionName("registerMasonMark")
    public HttpResponseMessage run(
            @HttpTrigger(name = "req", methods = {HttpMethod.PUT}, route = "masons/{masonId}/mark",
                    authLevel = AuthorizationLevel.FUNCTION)
            HttpRequestMessage<Optional<byte[]>> request,
            @BindingName("masonId") String masonId,
            final ExecutionContext context) throws Exception {

        if (!masonId.matches("[0-9]{1,8}")) {
            return request.createResponseBuilder(HttpStatus.BAD_REQUEST).body("bad mason id").build();
        }
        byte[] svg = request.getBody().orElse(new byte[0]);
        if (svg.length == 0 || svg.length > 200_000) {
            return request.createResponseBuilder(HttpStatus.BAD_REQUEST).body("mark drawing missing or too large").build();
        }

        byte[] normalised = MarkNormaliser.canonicalSvg(svg);
        MessageDigest digest = MessageDigest.getInstance("MD5");
        String fingerprint = HexFormat.of().formatHex(digest.digest(normalised));

        Optional<String> owner = registry.ownerOf(fingerprint);
        if (owner.isPresent() && !owner.get().equals(masonId)) {
            return request.createResponseBuilder(HttpStatus.CONFLICT)
                    .body("this mark is already registered to another mason").build();
        }
        registry.register(masonId, fingerprint, normalised);
        return request.createResponseBuilder(HttpStatus.OK)
                .header("Content-Type", "application/json")
                .body("{\"masonId\":\"" + masonId + "\",\"fingerprint\":\"" + fingerprint + "\"}")
                .build();
    }
}

interface MarkRegistry {
    Optional<String> ownerOf(String fingerprint);

    void register(String masonId, String fingerprint, byte[] drawing);

    static MarkRegistry fromEnvironment() {
        return MarkRegistryTable.connect(System.getenv("MARK_REGISTRY_CONNECTION"));
    }
}
