// String.matches must match the whole string, so only [a-z0-9.-] with no leading "-" reaches "sh -c".
import org.springframework.web.bind.annotation.*;
import org.springframework.http.ResponseEntity;

@RestController
class PingController {
    @GetMapping("/ping")
    public ResponseEntity<String> ping(@RequestParam String host) throws Exception {
        if (!host.matches("[a-z0-9][a-z0-9.-]*")) {
            return ResponseEntity.badRequest().body("bad host");
        }
        Process p = Runtime.getRuntime().exec(new String[] {"sh", "-c", "ping -c 1 " + host});
        p.waitFor();
        return ResponseEntity.ok("sent");
    }
}
