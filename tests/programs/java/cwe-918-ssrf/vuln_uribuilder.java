// Fetches a weather forecast from the service the caller names.
import org.springframework.web.bind.annotation.*;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.util.UriComponentsBuilder;
@RestController
public class Weather {
  private final RestTemplate restTemplate = new RestTemplate();
  @GetMapping("/forecast")
  public String forecast(@RequestParam String base) {
    String url = UriComponentsBuilder.fromHttpUrl(base).path("/v1/forecast").queryParam("units", "metric").toUriString();
    return restTemplate.getForObject(url, String.class);
  }
}
