// A waiver return program of the h62 set (cwe-601-redirect).
package com.bullseye.range;

import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import java.net.URI;
import java.net.URISyntaxException;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.CompletionStage;

/**
 * Before a member can be assigned a shooting lane they accept the range rules briefing
 * and waiver; afterwards they are sent back to whatever page started the flow.
 */
@Path("/waiver")
class WaiverResource {

    record Acceptance(String membershipNo, String waiverVersion, Instant acceptedAt) {}

    interface WaiverLedger {
        CompletionStage<Acceptance> record(String membershipNo, String waiverVersion);
    }

    private static final URI DEFAULT_LANDING = URI.create("/lanes/today");

    @Inject
    WaiverLedger ledger;

    @POST
    @Path("/accept")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public CompletionStage<Response> accept(@FormParam("membershipNo") String membershipNo,
                                            @FormParam("version") String version,
                                            @QueryParam("next") String next) {
        return ledger.record(membershipNo, version)
                .thenApply(acceptance -> Response.seeOther(landing(next))
                        .header("X-Waiver-Version", acceptance.waiverVersion())
                        .build());
    }

    static URI landing(String next) {
        return Optional.ofNullable(next)
                .filter(WaiverResource::isLocalPath)
                .map(URI::create)
                .orElse(DEFAULT_LANDING);
    }

    static boolean isLocalPath(String candidate) {
        if (!candidate.startsWith("/") || candidate.startsWith("//") || candidate.contains("\\")) {
            return false;
        }
        try {
            URI uri = new URI(candidate);
            return uri.getScheme() == null && uri.getRawAuthority() == null;
        } catch (URISyntaxException e) {
            return false;
        }
    }
}
