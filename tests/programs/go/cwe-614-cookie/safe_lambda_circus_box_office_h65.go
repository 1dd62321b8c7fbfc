// A lambda circus box office program of the h65 set (cwe-614-cookie).
package main

// Box-office sign-in for the touring circus: ticket holders enter their
// booking reference and surname to manage seats for the next pitch
// (change performance, add ringside upgrades, download e-tickets).

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

var (
	ddb          *dynamodb.Client
	bookingTable = os.Getenv("BOOKING_TABLE")
	sessionTable = os.Getenv("SESSION_TABLE")
)

type signInBody struct {
	Reference string `json:"reference"`
	Surname   string `json:"surname"`
}

func handler(ctx context.Context, req events.APIGatewayV2HTTPRequest) (events.APIGatewayV2HTTPResponse, error) {
	var in signInBody
	if err := json.Unmarshal([]byte(req.Body), &in); err != nil {
		return events.APIGatewayV2HTTPResponse{StatusCode: http.StatusBadRequest, Body: "invalid request"}, nil
	}
	ref := strings.ToUpper(strings.TrimSpace(in.Reference))

	out, err := ddb.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(bookingTable),
		Key:       map[string]types.AttributeValue{"reference": &types.AttributeValueMemberS{Value: ref}},
	})
	if err != nil {
		return events.APIGatewayV2HTTPResponse{StatusCode: http.StatusServiceUnavailable, Body: "box office unavailable"}, nil
	}
	surname, _ := out.Item["surname"].(*types.AttributeValueMemberS)
	if surname == nil || !strings.EqualFold(surname.Value, strings.TrimSpace(in.Surname)) {
		return events.APIGatewayV2HTTPResponse{StatusCode: http.StatusUnauthorized, Body: "booking not found"}, nil
	}

	raw := make([]byte, 32)
	if _, err := rand.Read(raw); err != nil {
		return events.APIGatewayV2HTTPResponse{StatusCode: http.StatusInternalServerError}, err
	}
	token := hex.EncodeToString(raw)
	expires := time.Now().Add(2 * time.Hour)
	_, err = ddb.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(sessionTable),
		Item: map[string]types.AttributeValue{
			"token":     &types.AttributeValueMemberS{Value: token},
			"reference": &types.AttributeValueMemberS{Value: ref},
			"ttl":       &types.AttributeValueMemberN{Value: strconv.FormatInt(expires.Unix(), 10)},
		},
	})
	if err != nil {
		return events.APIGatewayV2HTTPResponse{StatusCode: http.StatusServiceUnavailable, Body: "box office unavailable"}, nil
	}

	cookie := &http.Cookie{
		Name:     "bigtop_session",
		Value:    token,
		Path:     "/",
		Expires:  expires,
		Secure:   true,
		HttpOnly: true,
		SameSite: http.SameSiteLaxMode,
	}
	return events.APIGatewayV2HTTPResponse{
		StatusCode: http.StatusOK,
		Headers:    map[string]string{"Content-Type": "application/json"},
		Cookies:    []string{cookie.String()},
		Body:       `{"signedIn":true}`,
	}, nil
}

func main() {
	cfg, err := config.LoadDefaultConfig(context.Background())
	if err != nil {
		panic(err)
	}
	ddb = dynamodb.NewFromConfig(cfg)
	lambda.Start(handler)
}
