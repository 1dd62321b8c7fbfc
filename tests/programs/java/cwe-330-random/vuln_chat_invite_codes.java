// Spring REST controller that creates invite codes letting outside guests join a private chat workspace.
package io.parley.chat.invites;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;

import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class WorkspaceInviteController {

    private static final String CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    private static final int CODE_LENGTH = 12;

    public record Invite(String workspaceId, String code, String createdBy, Instant expiresAt) {}

    public interface WorkspaceMembership {
        boolean isAdmin(String workspaceId, String username);
    }

    private final ConcurrentHashMap<String, Invite> invitesByCode = new ConcurrentHashMap<>();
    private final WorkspaceMembership membership;

    public WorkspaceInviteController(WorkspaceMembership membership) {
        this.membership = membership;
    }

    @PostMapping("/workspaces/{workspaceId}/invites")
    public ResponseEntity<Invite> create(@PathVariable String workspaceId,
                                         @AuthenticationPrincipal UserDetails user) {
        if (!membership.isAdmin(workspaceId, user.getUsername())) {
            return ResponseEntity.status(403).build();
        }
        String code = generateCode();
        Invite invite = new Invite(workspaceId, code, user.getUsername(), Instant.now().plus(Duration.ofDays(7)));
        invitesByCode.put(code, invite);
        return ResponseEntity.ok(invite);
    }

    @PostMapping("/invites/{code}/accept")
    public ResponseEntity<String> accept(@PathVariable String code) {
        Invite invite = invitesByCode.remove(code);
        if (invite == null || invite.expiresAt().isBefore(Instant.now())) {
            return ResponseEntity.notFound().build();
        }
        return ResponseEntity.ok(invite.workspaceId());
    }

    private String generateCode() {
        char[] code = new char[CODE_LENGTH];
        for (int i = 0; i < CODE_LENGTH; i++) {
            code[i] = CODE_ALPHABET.charAt(ThreadLocalRandom.current().nextInt(CODE_ALPHABET.length()));
        }
        return new String(code);
    }
}
