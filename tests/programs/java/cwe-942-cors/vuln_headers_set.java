// Answers the profile API with CORS headers for the calling site.
import org.springframework.http.*;
import org.springframework.web.bind.annotation.*;
@RestController
public class ProfileApi {
  @GetMapping("/api/profile")
  public ResponseEntity<String> profile(@RequestHeader("Origin") String origin) {
    HttpHeaders headers = new HttpHeaders();
    headers.set("Access-Control-Allow-Origin", origin);
    headers.set("Access-Control-Allow-Credentials", "true");
    return new ResponseEntity<>("{}", headers, HttpStatus.OK);
  }
}
