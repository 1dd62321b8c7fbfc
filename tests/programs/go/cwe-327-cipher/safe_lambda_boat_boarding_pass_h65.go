// A lambda boat boarding pass program of the h65 set (cwe-327-cipher).
package main

// Consumes "booking confirmed" messages from the hire desk queue and issues
// the boarding pass the hirer's phone shows to the smart lock on the boat's
// back cabin door. The lock controller decrypts the pass with the same key.

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type bookingConfirmed struct {
	BookingID string    `json:"bookingId"`
	BoatID    string    `json:"boatId"`
	Boarding  time.Time `json:"boarding"`
	Return    time.Time `json:"return"`
}

var (
	ddb       *dynamodb.Client
	passTable = os.Getenv("PASS_TABLE")
	passKey   []byte
)

func sealPass(plain []byte) (string, error) {
	block, err := aes.NewCipher(passKey)
	if err != nil {
		return "", err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return "", err
	}
	nonce := make([]byte, gcm.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(gcm.Seal(nonce, nonce, plain, nil)), nil
}

func handler(ctx context.Context, ev events.SQSEvent) error {
	for _, msg := range ev.Records {
		var b bookingConfirmed
		if err := json.Unmarshal([]byte(msg.Body), &b); err != nil {
			log.Printf("skipping malformed message %s: %v", msg.MessageId, err)
			continue
		}
		// Pass is valid until two hours after the agreed return time.
		plain := fmt.Sprintf("%s|%s|%d|%d", b.BookingID, b.BoatID, b.Boarding.Unix(), b.Return.Add(2*time.Hour).Unix())
		pass, err := sealPass([]byte(plain))
		if err != nil {
			return err
		}
		_, err = ddb.PutItem(ctx, &dynamodb.PutItemInput{
			TableName: aws.String(passTable),
			Item: map[string]types.AttributeValue{
				"bookingId": &types.AttributeValueMemberS{Value: b.BookingID},
				"boatId":    &types.AttributeValueMemberS{Value: b.BoatID},
				"pass":      &types.AttributeValueMemberS{Value: pass},
			},
		})
		if err != nil {
			return err
		}
	}
	return nil
}

func main() {
	key, err := hex.DecodeString(os.Getenv("BOARDING_PASS_KEY"))
	if err != nil || len(key) != 32 {
		log.Fatal("BOARDING_PASS_KEY must be 64 hex characters")
	}
	passKey = key

	cfg, err := config.LoadDefaultConfig(context.Background())
	if err != nil {
		log.Fatalf("loading AWS config: %v", err)
	}
	ddb = dynamodb.NewFromConfig(cfg)
	lambda.Start(handler)
}
