import "server-only";
import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { DEVANAGARI_FAMILIES, registerDevanagariFonts } from "./pdf-fonts";
import type { ReportDocument } from "./report-document";

// The PDF is drawn by @react-pdf/renderer on the server from the same document as the printable
// page: real text a practitioner's software can read and search, not a picture of the screen.
const INK = "#2c3531";
const MUTED = "#5f6b66";
const ACCENT = "#2f5a4f";
const LINE = "#e6dccb";

const styles = StyleSheet.create({
  page: { padding: 40, fontFamily: "Helvetica", fontSize: 11, color: INK, lineHeight: 1.45 },
  title: { fontSize: 20, fontFamily: "Helvetica-Bold", marginBottom: 6 },
  meta: { fontSize: 10, color: MUTED, marginBottom: 10 },
  note: { borderWidth: 1, borderColor: LINE, backgroundColor: "#f3ebdd", padding: 10, marginBottom: 14 },
  part: { borderTopWidth: 1, borderTopColor: LINE, paddingTop: 10, marginBottom: 12 },
  heading: { fontSize: 14, fontFamily: "Helvetica-Bold" },
  date: { fontSize: 10, color: MUTED, marginBottom: 4 },
  summary: { fontSize: 12, fontFamily: "Helvetica-Bold", color: ACCENT, marginBottom: 4 },
  paragraph: { marginBottom: 4 },
  help: { fontSize: 10, marginTop: 4 },
  footer: { fontSize: 9, color: MUTED, marginTop: 10, borderTopWidth: 1, borderTopColor: LINE, paddingTop: 8 },
});

// Hindi is drawn in Noto Sans Devanagari, one weight (the variable font's default): headings keep
// their size and colour, and Devanagari gets the more generous line height it has on the pages.
const hindiStyles = StyleSheet.create({
  page: { fontFamily: DEVANAGARI_FAMILIES, lineHeight: 1.7 },
  bold: { fontFamily: DEVANAGARI_FAMILIES },
});

/**
 * A Hindi word is never split across lines: @react-pdf's built-in hyphenation knows English
 * patterns only, and broke दिनचर्या after its first syllable, with no hyphen.
 */
const wholeWords = { hyphenationCallback: (word: string) => [word] };

function ReportPdf({ report, made }: { report: ReportDocument; made: string }) {
  const hindi = report.locale === "hi";
  const bold = hindi ? hindiStyles.bold : {};
  const words = hindi ? wholeWords : {};
  return (
    <Document
      title={hindi ? report.labels.title : "Journey to Peace: a self-reflection"}
      author="Journey to Peace"
      creator="Journey to Peace"
      language={report.locale}
    >
      <Page size="A4" style={hindi ? [styles.page, hindiStyles.page] : styles.page}>
        <Text {...words} style={[styles.title, bold]}>
          {report.labels.title}
        </Text>
        <Text {...words} style={styles.meta}>
          {made}
        </Text>
        <Text {...words} style={styles.note}>
          {report.note}
        </Text>
        {report.parts.map((part) => (
          <View key={part.section} style={styles.part}>
            <Text {...words} style={[styles.heading, bold]}>
              {part.title}
            </Text>
            {part.takenOn ? (
              <>
                <Text {...words} style={styles.date}>
                  {`${report.labels.takenOn} ${part.takenOn.text}`}
                </Text>
                {part.summary ? (
                  <Text {...words} style={[styles.summary, bold]}>
                    {part.summary}
                  </Text>
                ) : null}
                {part.details.map((d) => (
                  <Text key={d.label} {...words} style={styles.paragraph}>
                    {`${d.label}: ${d.text}`}
                  </Text>
                ))}
                {part.paragraphs.map((p) => (
                  <Text key={p} {...words} style={styles.paragraph}>
                    {p}
                  </Text>
                ))}
                {part.help.map((line) => (
                  <Text key={line} {...words} style={styles.help}>
                    {line}
                  </Text>
                ))}
              </>
            ) : (
              <Text {...words} style={styles.date}>
                {report.labels.notTaken}
              </Text>
            )}
          </View>
        ))}
        <Text {...words} style={styles.footer}>
          {report.notMedicalAdvice}
        </Text>
      </Page>
    </Document>
  );
}

/** The report as PDF bytes, in the document's language; `made` is its "Made on …" line. */
export async function renderReportPdf(report: ReportDocument, made: string): Promise<Buffer> {
  if (report.locale === "hi") await registerDevanagariFonts();
  return renderToBuffer(<ReportPdf report={report} made={made} />);
}
