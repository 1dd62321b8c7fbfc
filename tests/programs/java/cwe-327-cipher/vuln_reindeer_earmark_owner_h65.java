// A reindeer earmark owner program of the h65 set (cwe-327-cipher).
package no.reindeerherd.earmarks;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyRequestEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyResponseEvent;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Map;

/**
 * POST /earmarks - registers a herder's earmark (the cut pattern in a reindeer's ear
 * that shows ownership). The owner's personal number and phone are stored encrypted;
 * the key comes from the function's environment (populated from Secrets Manager).
 */
public class RegisterEarmarkHandler
        implements RequestHandler<APIGatewayProxyRequestEvent, APIGatewayProxyResponseEvent> {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final DynamoDbClient DYNAMO = DynamoDbClient.create();
    private static final String TABLE = System.getenv("EARMARK_TABLE");
    private static final SecretKeySpec OWNER_KEY =
            new SecretKeySpec(Base64.getDecoder().decode(System.getenv("OWNER_DATA_KEY_B64")), "AES");

    @Override
    public APIGatewayProxyResponseEvent handleRequest(APIGatewayProxyRequestEvent event, Context context) {
        try {
            JsonNode body = MAPPER.readTree(event.getBody());
            String markCode = body.path("markCode").asText("");
            String district = body.path("district").asText("");
            if (!markCode.matches("[A-Z]{2}-[0-9]{4}") || district.isBlank()) {
                return respond(400, "{\"error\":\"invalid earmark\"}");
            }
            String ownerDetails = body.path("ownerPersonalNumber").asText() + "|" + body.path("ownerPhone").asText();

            DYNAMO.putItem(PutItemRequest.builder()
                    .tableName(TABLE)
                    .item(Map.of(
                            "markCode", AttributeValue.fromS(markCode),
                            "district", AttributeValue.fromS(district),
                            "owner", AttributeValue.fromS(encrypt(ownerDetails))))
                    .conditionExpression("attribute_not_exists(markCode)")
                    .build());
            return respond(201, MAPPER.writeValueAsString(Map.of("markCode", markCode)));
        } catch (Exception e) {
            context.getLogger().log("earmark registration failed: " + e.getClass().getSimpleName());
            return respond(500, "{\"error\":\"registration failed\"}");
        }
    }

    static String encrypt(String plaintext) throws Exception {
        Cipher cipher = Cipher.getInstance("AES/ECB/PKCS5Padding");
        cipher.init(Cipher.ENCRYPT_MODE, OWNER_KEY);
        byte[] sealed = cipher.doFinal(plaintext.getBytes(StandardCharsets.UTF_8));
        return Base64.getEncoder().encodeToString(sealed);
    }

    private static APIGatewayProxyResponseEvent respond(int status, String json) {
        return new APIGatewayProxyResponseEvent()
                .withStatusCode(status)
                .withHeaders(Map.of("Content-Type", "application/json"))
                .withBody(json);
    }
}
