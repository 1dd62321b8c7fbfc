// Spring component that sends one-time login codes through the SMS gateway REST API
package com.acme.notify.sms;

import java.util.Map;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpEntity;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.util.UriComponentsBuilder;

@Component
public class SmsGatewayClient {

    private static final String GATEWAY_HOST = "sms-gateway.acme-telco.example";

    private final RestTemplate rest;
    private final String apiKey;

    public SmsGatewayClient(RestTemplate rest, @Value("${sms.api-key}") String apiKey) {
        this.rest = rest;
        this.apiKey = apiKey;
    }

    private String endpoint(String path) {
        return UriComponentsBuilder.newInstance()
                .scheme("http")
                .host(GATEWAY_HOST)
                .path("/v1/" + path)
                .toUriString();
    }

    public boolean sendLoginCode(String msisdn, String code) {
        HttpHeaders headers = new HttpHeaders();
        headers.setContentType(MediaType.APPLICATION_JSON);
        headers.setBearerAuth(apiKey);
        Map<String, String> payload = Map.of(
                "to", msisdn,
                "text", "Your Acme sign-in code is " + code + ". It expires in 5 minutes.");
        ResponseEntity<Map> resp = rest.postForEntity(endpoint("messages"),
                new HttpEntity<>(payload, headers), Map.class);
        return resp.getStatusCode().is2xxSuccessful();
    }
}
