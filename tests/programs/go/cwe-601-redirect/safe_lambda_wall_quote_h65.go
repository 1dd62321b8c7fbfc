// A lambda wall quote program of the h65 set (cwe-601-redirect).
package main

// "Accept this quote" link in the emails the walling team sends after a site
// visit. Marks the quote accepted and sends the customer on to the page the
// email asked for (usually the deposit page or the scheduling page).

import (
	"context"
	"errors"
	"log"
	"net/http"
	"net/url"
	"os"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"
)

const defaultLanding = "https://www.drystonewalling.example.co.uk/quotes/thank-you"

// Pages the quote emails may link on to.
var landingHosts = map[string]bool{
	"www.drystonewalling.example.co.uk": true,
	"pay.drystonewalling.example.co.uk": true,
}

func landingURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || u.User != nil || !landingHosts[u.Host] {
		return defaultLanding
	}
	return u.String()
}

var (
	ddb        *dynamodb.Client
	quoteTable = os.Getenv("QUOTE_TABLE")
)

func acceptQuote(ctx context.Context, quoteID uuid.UUID) error {
	_, err := ddb.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String(quoteTable),
		Key: map[string]types.AttributeValue{
			"quoteId": &types.AttributeValueMemberS{Value: quoteID.String()},
		},
		UpdateExpression:         aws.String("SET #s = :accepted, acceptedAt = :now"),
		ConditionExpression:      aws.String("#s = :sent"),
		ExpressionAttributeNames: map[string]string{"#s": "status"},
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":accepted": &types.AttributeValueMemberS{Value: "accepted"},
			":sent":     &types.AttributeValueMemberS{Value: "sent"},
			":now":      &types.AttributeValueMemberS{Value: time.Now().UTC().Format(time.RFC3339)},
		},
	})
	var already *types.ConditionalCheckFailedException
	if errors.As(err, &already) {
		return nil // clicked twice, or already accepted by phone
	}
	return err
}

func handler(ctx context.Context, req events.APIGatewayProxyRequest) (events.APIGatewayProxyResponse, error) {
	quoteID, err := uuid.Parse(req.PathParameters["quoteId"])
	if err != nil {
		return events.APIGatewayProxyResponse{StatusCode: http.StatusNotFound, Body: "Quote not found"}, nil
	}
	if err := acceptQuote(ctx, quoteID); err != nil {
		log.Printf("accepting quote %s: %v", quoteID, err)
		return events.APIGatewayProxyResponse{StatusCode: http.StatusInternalServerError, Body: "Please try again shortly"}, nil
	}

	next := landingURL(req.QueryStringParameters["continue"])
	return events.APIGatewayProxyResponse{
		StatusCode: http.StatusFound,
		Headers: map[string]string{
			"Location":      next,
			"Cache-Control": "no-store",
		},
	}, nil
}

func main() {
	cfg, err := config.LoadDefaultConfig(context.Background())
	if err != nil {
		log.Fatalf("loading AWS config: %v", err)
	}
	ddb = dynamodb.NewFromConfig(cfg)
	lambda.Start(handler)
}
