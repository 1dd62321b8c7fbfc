// A pipe catalog import program of the h70 set (cwe-611-xxe).
package main

import (
	"encoding/json"
	"log"
	"os"
	"strconv"
	"strings"

	"github.com/lestrrat-go/libxml2/parser"
	"github.com/lestrrat-go/libxml2/types"
	"github.com/lestrrat-go/libxml2/xpath"
	amqp "github.com/rabbitmq/amqp091-go"
)

type catalogItem struct {
	Supplier string  `json:"supplier"`
	Part     string  `json:"part"`
	Alloy    string  `json:"alloy"`
	Scale    string  `json:"scale"`
	PriceEUR float64 `json:"price_eur"`
}

var catalogParser = parser.New(parser.XMLParseNoNet, parser.XMLParseNoBlanks)

func text(n types.Node, expr string) string {
	return strings.TrimSpace(xpath.String(n.Find("string(" + expr + ")")))
}

func parseCatalog(body []byte) ([]catalogItem, error) {
	doc, err := catalogParser.Parse(body)
	if err != nil {
		return nil, err
	}
	defer doc.Free()

	supplier := text(doc, "/catalogue/@supplier")
	nodes := xpath.NodeList(doc.Find("/catalogue/item"))
	items := make([]catalogItem, 0, len(nodes))
	for _, n := range nodes {
		price, _ := strconv.ParseFloat(text(n, "price"), 64)
		items = append(items, catalogItem{
			Supplier: supplier,
			Part:     text(n, "@part"),
			Alloy:    text(n, "alloy"),
			Scale:    text(n, "scale"),
			PriceEUR: price,
		})
	}
	return items, nil
}

func main() {
	conn, err := amqp.Dial(os.Getenv("AMQP_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer conn.Close()
	ch, err := conn.Channel()
	if err != nil {
		log.Fatal(err)
	}
	if _, err := ch.QueueDeclare("purchasing.catalogues", true, false, false, false, nil); err != nil {
		log.Fatal(err)
	}
	deliveries, err := ch.Consume("purchasing.catalogues", "catalogue-importer", false, false, false, false, nil)
	if err != nil {
		log.Fatal(err)
	}

	for d := range deliveries {
		items, err := parseCatalog(d.Body)
		if err != nil {
			log.Printf("catalogue %s rejected: %v", d.MessageId, err)
			d.Nack(false, false)
			continue
		}
		out, _ := json.Marshal(items)
		err = ch.Publish("", "purchasing.prices", false, false, amqp.Publishing{
			ContentType: "application/json",
			Body:        out,
		})
		if err != nil {
			log.Printf("publishing prices: %v", err)
			d.Nack(false, true)
			continue
		}
		log.Printf("catalogue %s: %d items", d.MessageId, len(items))
		d.Ack(false)
	}
}
